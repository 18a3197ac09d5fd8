import { describe, expect, it } from 'vitest';
import { demoContactRules } from './demo-contact-rules';

const valid = { name: 'Ada Lovelace', email: 'ada@example.de', message: 'Hallo!' };

describe('demoContactRules', () => {
  it('accepts valid, trimmed values in both phases', () => {
    const padded = { name: '  Ada ', email: ' ada@example.de  ', message: ' Hallo ' };
    expect(demoContactRules(padded, 'typing', 2000)).toEqual({});
    expect(demoContactRules(padded, 'submit', 2000)).toEqual({});
  });

  it('flags a name over 50 characters while typing, trimmed first', () => {
    expect(demoContactRules({ ...valid, name: ` ${'a'.repeat(50)} ` }, 'typing', 2000)).toEqual({});
    expect(demoContactRules({ ...valid, name: 'a'.repeat(51) }, 'typing', 2000)).toEqual({
      name: 'name',
    });
  });

  it('checks the e-mail length while typing but its pattern only at submit', () => {
    const long = `${'a'.repeat(40)}@example.de`;
    expect(demoContactRules({ ...valid, email: long }, 'typing', 2000)).toEqual({ email: 'email' });
    expect(demoContactRules({ ...valid, email: 'ada@' }, 'typing', 2000)).toEqual({});
    expect(demoContactRules({ ...valid, email: 'ada@' }, 'submit', 2000)).toEqual({
      email: 'email',
    });
    expect(demoContactRules({ ...valid, email: 'ada@example.toolong' }, 'submit', 2000)).toEqual({
      email: 'email',
    });
  });

  it('limits the message to the given maximum and requires one at submit', () => {
    expect(demoContactRules({ ...valid, message: 'x'.repeat(11) }, 'typing', 10)).toEqual({
      message: 'messageTooLong',
    });
    expect(demoContactRules({ ...valid, message: 'x'.repeat(10) }, 'submit', 10)).toEqual({});
    expect(demoContactRules({ ...valid, message: '  ' }, 'typing', 10)).toEqual({});
    expect(demoContactRules({ ...valid, message: '  ' }, 'submit', 10)).toEqual({
      message: 'messageEmpty',
    });
  });

  it('requires every field at submit', () => {
    expect(demoContactRules({ name: '', email: '', message: '' }, 'submit', 2000)).toEqual({
      name: 'name',
      email: 'email',
      message: 'messageEmpty',
    });
  });
});
