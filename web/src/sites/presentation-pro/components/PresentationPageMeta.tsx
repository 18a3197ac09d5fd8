import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { usePresentationTexts } from '../i18n/use-presentation-texts';
import { pagePath, type PresentationPage } from '../presentation-paths';

/**
 * A page's title, description, canonical address and its German and English versions, in the
 * language of the address shown. The 404 page names no address and is kept out of search.
 */
export function PresentationPageMeta({ page }: { page: PresentationPage | 'notFound' }) {
  const texts = usePresentationTexts();
  const meta = {
    title: texts.titles[page],
    description: texts.descriptions[page],
    lang: texts.lang,
  };
  if (page === 'notFound') return <PageMeta {...meta} noindex />;
  return (
    <PageMeta
      {...meta}
      path={pagePath(page, texts.lang)}
      alternates={{ de: pagePath(page, 'de'), en: pagePath(page, 'en') }}
    />
  );
}
