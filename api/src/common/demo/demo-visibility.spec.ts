import { DataSource } from 'typeorm';
import { seesExamplesOnly, visibleTo } from './demo-visibility';

describe('seesExamplesOnly', () => {
  it.each([
    ['the demo account', true, { demo: true }],
    ['root or a real admin', false, { demo: false }],
    ['a visitor or a gallery login (no staff principal)', false, undefined],
    ['no viewer at all', false, null],
  ])('%s → %s', (_, expected, viewer) => {
    expect(seesExamplesOnly(viewer)).toBe(expected);
  });
});

describe('visibleTo', () => {
  // Never connected: only builds SQL text.
  const dataSource = new DataSource({ type: 'postgres' });
  const query = () =>
    dataSource
      .createQueryBuilder()
      .select('order.id')
      .from('prawn_orders', 'order')
      .where('order.city = :city', { city: 'Husum' });

  it('leaves the query alone for everyone but the demo account', () => {
    const plain = query().getQuery();
    expect(visibleTo(query(), { demo: false }).getQuery()).toBe(plain);
    expect(visibleTo(query(), undefined).getQuery()).toBe(plain);
    expect(plain).not.toContain('example');
  });

  it('adds AND <alias>.example for the demo account, keeping the other conditions', () => {
    const sql = visibleTo(query(), { demo: true }).getQuery();
    expect(sql).toMatch(/WHERE order\.city = :city AND \(order\.example\)$/);
  });

  it('lets further flags of the row make it visible, and takes another alias', () => {
    const sql = visibleTo(
      query().innerJoin('employees', 'staff', 'true'),
      { demo: true },
      { alias: 'staff', alsoVisible: ['demo'] },
    ).getQuery();
    expect(sql).toMatch(/AND \(staff\.example OR staff\.demo\)$/);
  });

  it('refuses anything but a plain identifier (names go into SQL text)', () => {
    expect(() => visibleTo(query(), { demo: true }, { alsoVisible: ['demo OR true'] })).toThrow(
      /plain SQL identifier/,
    );
    expect(() => visibleTo(query(), { demo: true }, { alias: 'x; DROP TABLE y' })).toThrow();
  });
});
