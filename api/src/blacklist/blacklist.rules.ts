/**
 * How a customer is recognised on the blacklist: by e-mail (normaliseEmail), phone number or
 * name, each compared in a normalised form so that case, spacing and phone notation do not let a
 * ban slip.
 */

/** Digits only, with an international prefix written as '+' ('0049 30 1234' → '+49301234'). */
export function phoneKey(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return international.startsWith('+')
    ? `+${international.slice(1).replaceAll('+', '')}`
    : international.replaceAll('+', '');
}

/** Unicode-normalised, lower case, single spaces ('  Max   MÜLLER ' → 'max müller'). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

export interface CustomerIdentity {
  name: string;
  email: string;
  phone: string;
}

/** A ban names at least one of name, phone and e-mail (spec §5 "Blacklist ban"). */
export function identifiesSomeone(ban: { name?: string; phone?: string; email?: string }): boolean {
  return [ban.name, ban.phone, ban.email].some((value) => value !== undefined && value !== '');
}
