/** The FAQ's seven categories in the order of the index (spec §2). */
export const FAQ_CATEGORY_KEYS = [
  'general',
  'buying',
  'selling',
  'renting',
  'management',
  'legal',
  'market',
] as const;

export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number];

export interface FaqEntry {
  /** Stable id used in the answer's element id ('faq-buying-3'); never shown. */
  id: string;
  question: string;
  /** One or more paragraphs. */
  answer: readonly string[];
}

export interface FaqCategory {
  key: FaqCategoryKey;
  title: string;
  entries: readonly FaqEntry[];
}
