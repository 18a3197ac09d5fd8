import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY_KEYS } from './faq';
import { faqDe } from './faq-de';
import { faqEn } from './faq-en';

const expectedCounts = {
  general: 4,
  buying: 6,
  selling: 7,
  renting: 6,
  management: 4,
  legal: 5,
  market: 3,
};

describe.each([
  ['German', faqDe],
  ['English', faqEn],
])('the %s FAQ', (_, faq) => {
  it('has the seven categories in order with the spec counts', () => {
    expect(faq.map((category) => category.key)).toEqual([...FAQ_CATEGORY_KEYS]);
    for (const category of faq) {
      expect(category.entries).toHaveLength(expectedCounts[category.key]);
    }
  });

  it('uses the same unique entry ids as the other language', () => {
    const ids = faq.flatMap((category) => category.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(35);
    expect(ids).toEqual(faqDe.flatMap((category) => category.entries.map((entry) => entry.id)));
  });
});

describe('FAQ facts', () => {
  const text = (faq: typeof faqDe, key: string) =>
    faq
      .filter((category) => category.key === key)
      .flatMap((category) => category.entries.flatMap((entry) => entry.answer))
      .join(' ')
      .replace(/\u00a0/g, ' ');

  it('states the spec facts in German', () => {
    expect(text(faqDe, 'general')).toContain(
      'Montag bis Freitag von 9 bis 18 Uhr und samstags von 10 bis 14 Uhr',
    );
    expect(text(faqDe, 'buying')).toMatch(/10–20 %/);
    expect(text(faqDe, 'buying')).toMatch(/8–12 Wochen/);
    expect(text(faqDe, 'buying')).toMatch(/7–10 %/);
    expect(text(faqDe, 'selling')).toMatch(/3–6 Monate/);
    expect(text(faqDe, 'renting')).toMatch(/12 Monate/);
    expect(text(faqDe, 'renting')).toMatch(/3 Monate/);
  });

  it('states the spec facts in English', () => {
    expect(text(faqEn, 'general')).toContain(
      'Monday to Friday from 9 am to 6 pm and on Saturdays from 10 am to 2 pm',
    );
    expect(text(faqEn, 'buying')).toMatch(/10–20 ?%/);
    expect(text(faqEn, 'buying')).toMatch(/8–12 weeks/);
    expect(text(faqEn, 'buying')).toMatch(/7–10 ?%/);
    expect(text(faqEn, 'selling')).toMatch(/3–6 months/);
    expect(text(faqEn, 'renting')).toMatch(/12 months/);
    expect(text(faqEn, 'renting')).toMatch(/3 months/);
  });
});
