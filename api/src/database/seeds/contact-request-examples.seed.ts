import type { Seed } from './run-seeds';

/**
 * Two example requests so the owner's inbox is not empty in the showcase; marked `example` (the
 * DemoExamples migration marked them in databases seeded before the column existed).
 */
export const contactRequestExamples: Seed = {
  name: 'contact-request-examples',
  async run(manager) {
    await manager.query(
      `INSERT INTO contact_requests (sender, email, body, sent_at, seen, example) VALUES
        ($1, $2, $3, now() - interval '2 days', true, true),
        ($4, $5, $6, now() - interval '3 hours', false, true)`,
      [
        'Bäckerei Sonnenschein',
        'info@baeckerei-sonnenschein.example',
        'Guten Tag, wir möchten unsere Website erneuern und suchen Unterstützung. Können Sie uns ein Angebot machen?',
        'Lena Hoffmann',
        'lena.hoffmann@example.org',
        'Hallo! Ich bin selbstständige Fotografin und brauche ein Portfolio mit Galerie. Haben Sie nächste Woche Zeit für ein Gespräch?',
      ],
    );
  },
};
