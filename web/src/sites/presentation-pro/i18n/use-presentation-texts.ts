import { useLocation } from 'react-router-dom';
import { languageOf } from '../presentation-paths';
import { de } from './de';
import { en } from './en';
import type { PresentationCatalog } from './presentation-catalog';

/** The texts in the language of the page being shown, decided by its address. */
export function usePresentationTexts(): PresentationCatalog {
  const { pathname } = useLocation();
  return languageOf(pathname) === 'en' ? en : de;
}
