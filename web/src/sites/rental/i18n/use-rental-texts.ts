import { useLocation } from 'react-router-dom';
import { rentalLanguageOf } from '../rental-paths';
import { de } from './de';
import { en } from './en';
import type { RentalCatalog } from './rental-catalog';

/** The public texts in the language of the page being shown (by its address). */
export function useRentalTexts(): RentalCatalog {
  const { pathname } = useLocation();
  return rentalLanguageOf(pathname) === 'en' ? en : de;
}
