import { normaliseEmail, PHONE_PATTERN } from '../common/http/patterns';
import { capitalise } from './employee.rules';

describe('employee rules', () => {
  it('capitalises the first letter and keeps the rest as typed', () => {
    expect(capitalise('anna')).toBe('Anna');
    expect(capitalise('mcDonald')).toBe('McDonald');
    expect(capitalise('ödön')).toBe('Ödön');
  });

  it('compares e-mail addresses ignoring case and surrounding spaces', () => {
    expect(normaliseEmail('  Anna.Schmidt@Example.DE ')).toBe('anna.schmidt@example.de');
  });

  it.each(['0301234567', '+49301234567'])('accepts the phone number %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['030 123', '+', '49+30', '030-123', 'abc'])('rejects the phone number %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});
