import { renderTemplate } from './render-template';

const job = (firstName: string, link: string, lang: 'de' | 'en' = 'de') => ({
  template: 'password-reset' as const,
  to: 'x@example.de',
  lang,
  data: { firstName, link, validMinutes: 60 },
});

describe('mail templates', () => {
  it('escapes values placed into the HTML but keeps the text as written', () => {
    const rendered = renderTemplate(job('<script>x</script>', 'http://a/?q="b"'), 'Agentur & Co');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
    expect(rendered.html).toContain('Agentur &amp; Co');
    expect(rendered.html).toContain('href="http://a/?q=&quot;b&quot;"');
    expect(rendered.text).toContain('Hallo <script>x</script>,');
  });

  it('writes German and English', () => {
    expect(renderTemplate(job('Anna', 'http://a'), 'A').subject).toBe('Passwort zurücksetzen');
    const english = renderTemplate(job('Anna', 'http://a', 'en'), 'A');
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toContain('Hello Anna,');
    expect(english.text).toContain('expires after 60 minutes');
  });
});
