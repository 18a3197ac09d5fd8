/** Every address of the rental site the code links or redirects to. */
export const rentalPaths = {
  home: '/RentalRevolution/',
  homeEn: '/RentalRevolution/en',
  login: '/RentalRevolution/Login',
  logout: '/RentalRevolution/Logout',
  register: '/RentalRevolution/Register',
  recover: '/RentalRevolution/Recover',
  staffArea: '/RentalRevolution/Mitarbeiterbereich',
  resetPassword: {
    de: '/RentalRevolution/Passwort-zuruecksetzen',
    en: '/RentalRevolution/reset-password',
  },
  /** The agency's legal pages cover the demo too. */
  imprint: '/Impressum',
  privacy: '/Datenschutz',
} as const;

export type RentalLanguage = 'de' | 'en';

const PREFIX = '/RentalRevolution';

/** The first path segment below /RentalRevolution, decoded ('' for the home page). */
export function rentalSegment(pathname: string): string {
  if (!pathname.startsWith(PREFIX)) return '';
  const [segment = ''] = pathname.slice(PREFIX.length).replace(/^\/+/, '').split('/');
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Segments of the English pages; every other rental page is German. */
const ENGLISH_SEGMENTS = new Set(['en', 'reset-password']);

export function rentalLanguageOf(pathname: string): RentalLanguage {
  return ENGLISH_SEGMENTS.has(rentalSegment(pathname)) ? 'en' : 'de';
}

/** Pages only a logged-in staff member may see; a lost session there leads to Login. */
const STAFF_SEGMENTS = new Set(['Mitarbeiterbereich', 'Register']);

/** The vehicle form's last segment (/{Fahrzeugtyp}/hinzufügen, /{Fahrzeugtyp}/{Name}/ändern). */
const STAFF_LAST_SEGMENTS = new Set(['hinzufügen', 'ändern']);

export function isStaffPath(pathname: string): boolean {
  if (STAFF_SEGMENTS.has(rentalSegment(pathname))) return true;
  if (!pathname.startsWith(PREFIX)) return false;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return STAFF_LAST_SEGMENTS.has(decodeURIComponent(last));
  } catch {
    return false;
  }
}
