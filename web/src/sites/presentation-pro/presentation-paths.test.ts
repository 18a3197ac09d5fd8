import { describe, expect, it } from 'vitest';
import { languageOf, pageOf, pagePath, switchLanguagePath } from './presentation-paths';

describe('presentation paths', () => {
  it('names every page in both languages', () => {
    expect(pagePath('home', 'de')).toBe('/PresentationPro');
    expect(pagePath('home', 'en')).toBe('/PresentationPro/en');
    expect(pagePath('catalog', 'de')).toBe('/PresentationPro/Katalog');
    expect(pagePath('faq', 'de')).toBe('/PresentationPro/Fragen&Antworten');
    expect(pagePath('faq', 'en')).toBe('/PresentationPro/en/faq');
    expect(pagePath('imprint', 'en')).toBe('/PresentationPro/en/imprint');
  });

  it('tells the language by the address', () => {
    expect(languageOf('/PresentationPro')).toBe('de');
    expect(languageOf('/PresentationPro/Katalog')).toBe('de');
    expect(languageOf('/PresentationPro/en')).toBe('en');
    expect(languageOf('/PresentationPro/en/catalog')).toBe('en');
    expect(languageOf('/PresentationPro/english')).toBe('de');
  });

  it('recognises encoded addresses as the same page', () => {
    expect(pageOf('/PresentationPro/Fragen%26Antworten')).toBe('faq');
    expect(pageOf('/PresentationPro/en/contact/')).toBe('contact');
    expect(pageOf('/PresentationPro/nowhere')).toBeNull();
  });

  it('switches language on the same page, translating section anchors', () => {
    expect(switchLanguagePath('/PresentationPro/Katalog', '')).toBe('/PresentationPro/en/catalog');
    expect(switchLanguagePath('/PresentationPro/en/faq', '')).toBe(
      '/PresentationPro/Fragen&Antworten',
    );
    expect(switchLanguagePath('/PresentationPro/Kontakt', '#unser-team')).toBe(
      '/PresentationPro/en/contact#our-team',
    );
    expect(switchLanguagePath('/PresentationPro/en/contact', '#approach')).toBe(
      '/PresentationPro/Kontakt#anfahrt',
    );
    // Home anchors are the same in both languages.
    expect(switchLanguagePath('/PresentationPro', '#book')).toBe('/PresentationPro/en#book');
    expect(switchLanguagePath('/PresentationPro/en', '')).toBe('/PresentationPro');
    expect(switchLanguagePath('/PresentationPro/unknown', '')).toBe('/PresentationPro/en');
  });
});
