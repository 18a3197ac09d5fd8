import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';

export type RentalLanguage = 'de' | 'en';

const PREFIX = '/RentalRevolution';

/** The route names of the vehicle types per language (spec §2) and the API's names for them. */
export const ROUTE_VEHICLE_TYPES = {
  de: {
    Motorboote: 'motorboats',
    Segelboote: 'sailboats',
    Jetskis: 'jetskis',
    Kanus: 'canoes',
    Hausboote: 'houseboats',
  },
  en: {
    motorboats: 'motorboats',
    sailboats: 'sailboats',
    jetskis: 'jetskis',
    canoes: 'canoes',
    houseboats: 'houseboats',
  },
} as const satisfies Record<RentalLanguage, Record<string, VehicleType>>;

/** The vehicle type a route segment names in a language, or null when it names none. */
export function vehicleTypeOfRoute(
  lang: RentalLanguage,
  segment: string | undefined,
): VehicleType | null {
  if (!segment) return null;
  const types: Record<string, VehicleType> = ROUTE_VEHICLE_TYPES[lang];
  return Object.hasOwn(types, segment) ? (types[segment] ?? null) : null;
}

/** The route segment that names a vehicle type in a language. */
export function routeNameOfVehicleType(lang: RentalLanguage, type: VehicleType): string {
  const entry = Object.entries(ROUTE_VEHICLE_TYPES[lang]).find(([, value]) => value === type);
  return entry ? entry[0] : type;
}

const encode = encodeURIComponent;

/** Every address of the rental site the code links or redirects to. */
export const rentalPaths = {
  home: '/RentalRevolution/',
  homeEn: '/RentalRevolution/en',
  login: '/RentalRevolution/Login',
  logout: '/RentalRevolution/Logout',
  register: '/RentalRevolution/Register',
  recover: '/RentalRevolution/Recover',
  staffArea: '/RentalRevolution/Mitarbeiterbereich',
  notFound: '/RentalRevolution/404',
  resetPassword: {
    de: '/RentalRevolution/Passwort-zuruecksetzen',
    en: '/RentalRevolution/reset-password',
  },
  terms: { de: '/RentalRevolution/Geschäftsbedingungen', en: '/RentalRevolution/terms' },
  imprint: { de: '/RentalRevolution/Impressum', en: '/RentalRevolution/imprint' },
  privacy: { de: '/RentalRevolution/Datenschutz', en: '/RentalRevolution/privacy' },
  homeOf: (lang: RentalLanguage) => (lang === 'en' ? '/RentalRevolution/en' : '/RentalRevolution/'),
  /** The home page's section anchors per language (spec §2). */
  homeSection: (lang: RentalLanguage, section: keyof typeof HOME_ANCHORS) =>
    `${lang === 'en' ? '/RentalRevolution/en' : '/RentalRevolution/'}#${HOME_ANCHORS[section][lang]}`,
  overview: (lang: RentalLanguage, type: VehicleType, vehicleName?: string) =>
    `${PREFIX}/${lang === 'en' ? 'overview' : 'Übersicht'}/${routeNameOfVehicleType(lang, type)}${
      vehicleName ? `#${encode(vehicleName)}` : ''
    }`,
  /** Hourly booking: the whole type, or one vehicle. */
  bookByHours: (lang: RentalLanguage, type: VehicleType | 'all', vehicleName?: string) =>
    `${PREFIX}/${lang === 'en' ? 'book' : 'Buchen'}/${
      type === 'all' ? 'all' : routeNameOfVehicleType(lang, type)
    }${vehicleName ? `/${encode(vehicleName)}` : ''}`,
  bookByDays: (lang: RentalLanguage, type: VehicleType, vehicleName: string) =>
    `${PREFIX}/${lang === 'en' ? 'book2' : 'Buchen2'}/${routeNameOfVehicleType(lang, type)}/${encode(
      vehicleName,
    )}`,
  vehicleForm: {
    add: (type: VehicleType) => `${PREFIX}/${routeNameOfVehicleType('de', type)}/hinzufügen`,
    change: (type: VehicleType, vehicleName: string) =>
      `${PREFIX}/${routeNameOfVehicleType('de', type)}/${encode(vehicleName)}/ändern`,
  },
} as const;

/** The home page's anchors; the English page has its own words for them. */
export const HOME_ANCHORS = {
  top: { de: 'top', en: 'top' },
  book: { de: 'buchen', en: 'book' },
  approach: { de: 'anfahrt', en: 'approach' },
  contact: { de: 'kontakt', en: 'contact' },
  about: { de: 'über-uns', en: 'about' },
} as const;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded path segments below /RentalRevolution. */
function rentalSegments(pathname: string): string[] {
  if (!pathname.startsWith(PREFIX)) return [];
  return pathname
    .slice(PREFIX.length)
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
}

/** The first path segment below /RentalRevolution, decoded ('' for the home page). */
export function rentalSegment(pathname: string): string {
  return rentalSegments(pathname)[0] ?? '';
}

/**
 * The pages that exist in both languages, by their first segment. The staff pages are German
 * only (spec); a page without a counterpart switches to the other language's home.
 */
const COUNTERPARTS: readonly (readonly [de: string, en: string])[] = [
  ['', 'en'],
  ['Übersicht', 'overview'],
  ['Buchen', 'book'],
  ['Buchen2', 'book2'],
  ['Geschäftsbedingungen', 'terms'],
  ['Impressum', 'imprint'],
  ['Datenschutz', 'privacy'],
  ['Passwort-zuruecksetzen', 'reset-password'],
];

const ENGLISH_SEGMENTS = new Set(COUNTERPARTS.map(([, en]) => en));

export function rentalLanguageOf(pathname: string): RentalLanguage {
  return ENGLISH_SEGMENTS.has(rentalSegment(pathname)) ? 'en' : 'de';
}

/**
 * The same page in the other language: segments and vehicle types translated, the vehicle name
 * (and, on the home page, the section) kept.
 */
export function counterpartPath(pathname: string, hash = ''): string {
  const from = rentalLanguageOf(pathname);
  const to: RentalLanguage = from === 'de' ? 'en' : 'de';
  const [first = '', type, ...rest] = rentalSegments(pathname);
  const pair = COUNTERPARTS.find(([de, en]) => (from === 'de' ? de : en) === first);
  if (!pair) return rentalPaths.homeOf(to);
  const target = to === 'de' ? pair[0] : pair[1];
  if (target === '' || target === 'en') {
    const section = Object.values(HOME_ANCHORS).find(
      (anchors) => `#${anchors[from]}` === decodeSegment(hash),
    );
    return `${rentalPaths.homeOf(to)}${section ? `#${section[to]}` : ''}`;
  }
  const segments = [target];
  if (type !== undefined) {
    const apiType = vehicleTypeOfRoute(from, type);
    segments.push(apiType ? routeNameOfVehicleType(to, apiType) : type, ...rest);
  }
  const keepHash = hash && first !== '' && pair[0] === 'Übersicht' ? hash : '';
  return `${PREFIX}/${segments.map(encode).join('/')}${keepHash}`;
}

/** Pages only a logged-in staff member may see; a lost session there leads to Login. */
const STAFF_SEGMENTS = new Set(['Mitarbeiterbereich', 'Register']);

/** The vehicle form's last segment (/{Fahrzeugtyp}/hinzufügen, /{Fahrzeugtyp}/{Name}/ändern). */
const STAFF_LAST_SEGMENTS = new Set(['hinzufügen', 'ändern']);

export function isStaffPath(pathname: string): boolean {
  const segments = rentalSegments(pathname);
  if (segments.length === 0) return false;
  return STAFF_SEGMENTS.has(segments[0] ?? '') || STAFF_LAST_SEGMENTS.has(segments.at(-1) ?? '');
}
