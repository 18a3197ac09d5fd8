import { normaliseEmail } from '../common/http/patterns';
import { identifiesSomeone, nameKey, phoneKey } from './blacklist.rules';

describe('blacklist keys', () => {
  it('compares e-mail addresses without case or surrounding spaces', () => {
    expect(normaliseEmail('  Max.Muster@Example.COM ')).toBe('max.muster@example.com');
  });

  it('writes phone numbers as digits with one leading plus', () => {
    expect(phoneKey('0049 30 / 1234-56')).toBe('+4930123456');
    expect(phoneKey('+49 (30) 123456')).toBe('+4930123456');
    expect(phoneKey('030 123456')).toBe('030123456');
    expect(phoneKey('12+34')).toBe('1234');
  });

  it('compares names without case and with single spaces', () => {
    expect(nameKey('  Max   MÜLLER ')).toBe('max müller');
    expect(nameKey('Ｍax Müller')).toBe('max müller');
  });

  it('needs at least one of name, phone and e-mail for a ban', () => {
    expect(identifiesSomeone({ name: 'Max Muster' })).toBe(true);
    expect(identifiesSomeone({ phone: '+4930123456' })).toBe(true);
    expect(identifiesSomeone({ email: 'max@example.com' })).toBe(true);
    expect(identifiesSomeone({ name: 'Max Muster', phone: '030123', email: 'm@example.com' })).toBe(
      true,
    );
    expect(identifiesSomeone({})).toBe(false);
    expect(identifiesSomeone({ name: '', phone: '', email: '' })).toBe(false);
    expect(identifiesSomeone({ name: undefined, phone: '', email: undefined })).toBe(false);
  });
});
