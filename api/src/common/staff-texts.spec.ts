import { AUTHOR_SUFFIX, germanDate, signedText, tickedOffText } from './staff-texts';

describe('staff texts', () => {
  it('signs texts with the four author suffixes exactly as the spec writes them', () => {
    expect(signedText('Stammkunde', 'reprice', 'Anna Berg')).toBe(
      'Stammkunde (Preisanpassung durch Anna Berg)',
    );
    expect(signedText('Kommt später', 'comment', 'Anna Berg')).toBe(
      'Kommt später (Kommentiert von Anna Berg)',
    );
    expect(signedText('Sturmwarnung', 'cancel', 'Anna Berg')).toBe(
      'Sturmwarnung (Abgesagt durch Anna Berg)',
    );
    expect(signedText('Nicht erschienen', 'ban', 'Admin')).toBe(
      'Nicht erschienen (Gesperrt durch Admin)',
    );
    expect(AUTHOR_SUFFIX).toEqual({
      reprice: 'Preisanpassung durch',
      comment: 'Kommentiert von',
      cancel: 'Abgesagt durch',
      ban: 'Gesperrt durch',
    });
  });

  it('writes a day as dd.mm.yyyy', () => {
    expect(germanDate('2027-06-09')).toBe('09.06.2027');
    expect(germanDate('2026-12-31')).toBe('31.12.2026');
  });

  it('dates a tick-off by the business day, not the UTC day', () => {
    // 23:30 UTC on 7 June is 01:30 on 8 June in Berlin (summer time).
    expect(tickedOffText('Anna Berg', new Date('2027-06-07T23:30:00Z'), 'Europe/Berlin')).toBe(
      'Abgehakt von Anna Berg (08.06.2027)',
    );
    // 23:30 UTC on 31 December is already New Year in Berlin (winter time).
    expect(tickedOffText('Admin', new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe(
      'Abgehakt von Admin (01.01.2027)',
    );
    expect(tickedOffText('Admin', new Date('2027-06-07T21:59:00Z'), 'Europe/Berlin')).toBe(
      'Abgehakt von Admin (07.06.2027)',
    );
  });
});
