import type { ProductType } from '@showcase/contracts/generated/model/productType';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import { SITE_ROOTS } from '../../shared/site-roots';

export type RentalLanguage = 'de' | 'en';

/** The site's root; every address below starts here. */
export const RENTAL_BASE = SITE_ROOTS.rental;
const PREFIX = RENTAL_BASE;

/**
 * Every path segment below /RentalRevolution, written once: the router (routes.tsx) defines its
 * routes with these and the link builders below join them, so the two cannot drift (spec §2).
 * Pages that exist in both languages carry both words.
 */
export const RENTAL_SEGMENTS = {
  homeEn: 'en',
  login: 'Login',
  logout: 'Logout',
  register: 'Register',
  recover: 'Recover',
  staffArea: 'Mitarbeiterbereich',
  /** Staff pages (German only, spec §2). */
  dayBookings: 'Buchungen',
  todos: 'Aufgaben',
  contactInbox: 'Postfach',
  blacklist: 'Blacklist',
  /** The staff fleet list per type, blocked vehicles included: /Boote/{Fahrzeugtyp}. */
  fleet: 'Boote',
  cashRegister: 'Kassensystem',
  products: 'Produkte',
  employees: 'Mitarbeiter',
  workingHours: 'Arbeitsstunden',
  settings: 'Einstellungen',
  notFound: '404',
  resetPassword: { de: 'Passwort-zuruecksetzen', en: 'reset-password' },
  overview: { de: 'Übersicht', en: 'overview' },
  bookByHours: { de: 'Buchen', en: 'book' },
  bookByDays: { de: 'Buchen2', en: 'book2' },
  terms: { de: 'Geschäftsbedingungen', en: 'terms' },
  imprint: { de: 'Impressum', en: 'imprint' },
  privacy: { de: 'Datenschutz', en: 'privacy' },
  /** The gift coupon purchase (spec §2: /Gutscheine and /coupons). */
  coupons: { de: 'Gutscheine', en: 'coupons' },
  /** Hourly booking of every type at once. */
  allTypes: 'all',
  /** The staff vehicle form's last segment: /{Fahrzeugtyp}/hinzufügen, /{Fahrzeugtyp}/{Name}/ändern. */
  addVehicle: 'hinzufügen',
  changeVehicle: 'ändern',
} as const;

const S = RENTAL_SEGMENTS;

/** The address of a page below /RentalRevolution from its (unencoded) segments. */
const at = (...segments: string[]) => [PREFIX, ...segments].join('/');

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

/** The product categories' route names (spec §2: /Produkte/{Getränke, …}) and the API's names. */
export const ROUTE_PRODUCT_TYPES = {
  Getränke: 'drinks',
  Speisen: 'foods',
  Sonstiges: 'others',
  Dienstleistungen: 'services',
} as const satisfies Record<string, ProductType>;

/** The product category a route segment names, or null when it names none. */
export function productTypeOfRoute(segment: string | undefined): ProductType | null {
  if (!segment) return null;
  const types: Record<string, ProductType> = ROUTE_PRODUCT_TYPES;
  return Object.hasOwn(types, segment) ? (types[segment] ?? null) : null;
}

/** The route segment (and the staff's word) for a product category. */
export function routeNameOfProductType(type: ProductType): string {
  const entry = Object.entries(ROUTE_PRODUCT_TYPES).find(([, value]) => value === type);
  return entry ? entry[0] : type;
}

const encode = encodeURIComponent;

/** A page's address in both languages, for its hreflang alternates. */
export const inBothLanguages = (
  pathOf: (lang: RentalLanguage) => string,
): Record<RentalLanguage, string> => ({ de: pathOf('de'), en: pathOf('en') });

const homeOf = (lang: RentalLanguage) => (lang === 'en' ? at(S.homeEn) : `${PREFIX}/`);

/** Every address of the rental site the code links or redirects to. */
export const rentalPaths = {
  home: `${PREFIX}/`,
  homeEn: at(S.homeEn),
  login: at(S.login),
  logout: at(S.logout),
  register: at(S.register),
  recover: at(S.recover),
  staffArea: at(S.staffArea),
  dayBookings: at(S.dayBookings),
  todos: at(S.todos),
  contactInbox: at(S.contactInbox),
  blacklist: at(S.blacklist),
  fleet: (type: VehicleType) => at(S.fleet, routeNameOfVehicleType('de', type)),
  cashRegister: at(S.cashRegister),
  products: at(S.products),
  /** One product category's page: /Produkte/{Getränke, Speisen, Sonstiges, Dienstleistungen}. */
  productCategory: (type: ProductType) => at(S.products, routeNameOfProductType(type)),
  employees: at(S.employees),
  workingHours: at(S.workingHours),
  settings: at(S.settings),
  notFound: at(S.notFound),
  resetPassword: { de: at(S.resetPassword.de), en: at(S.resetPassword.en) },
  terms: { de: at(S.terms.de), en: at(S.terms.en) },
  imprint: { de: at(S.imprint.de), en: at(S.imprint.en) },
  privacy: { de: at(S.privacy.de), en: at(S.privacy.en) },
  coupons: { de: at(S.coupons.de), en: at(S.coupons.en) },
  homeOf,
  /** The home page's section anchors per language (spec §2). */
  homeSection: (lang: RentalLanguage, section: keyof typeof HOME_ANCHORS) =>
    `${homeOf(lang)}#${HOME_ANCHORS[section][lang]}`,
  overview: (lang: RentalLanguage, type: VehicleType, vehicleName?: string) =>
    `${at(S.overview[lang], routeNameOfVehicleType(lang, type))}${
      vehicleName ? `#${encode(vehicleName)}` : ''
    }`,
  /** Hourly booking: the whole type, or one vehicle. */
  bookByHours: (lang: RentalLanguage, type: VehicleType | 'all', vehicleName?: string) =>
    at(
      S.bookByHours[lang],
      type === 'all' ? S.allTypes : routeNameOfVehicleType(lang, type),
      ...(vehicleName ? [encode(vehicleName)] : []),
    ),
  bookByDays: (lang: RentalLanguage, type: VehicleType, vehicleName: string) =>
    at(S.bookByDays[lang], routeNameOfVehicleType(lang, type), encode(vehicleName)),
  vehicleForm: {
    add: (type: VehicleType) => at(routeNameOfVehicleType('de', type), S.addVehicle),
    change: (type: VehicleType, vehicleName: string) =>
      at(routeNameOfVehicleType('de', type), encode(vehicleName), S.changeVehicle),
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
  ['', S.homeEn],
  ...(
    [
      S.overview,
      S.bookByHours,
      S.bookByDays,
      S.terms,
      S.imprint,
      S.privacy,
      S.coupons,
      S.resetPassword,
    ] as const
  ).map(({ de, en }) => [de, en] as const),
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
  if (target === '' || target === S.homeEn) {
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
  const keepHash = hash && first !== '' && pair[0] === S.overview.de ? hash : '';
  return `${PREFIX}/${segments.map(encode).join('/')}${keepHash}`;
}

/** Pages only a logged-in staff member may see; a lost session there leads to Login. */
const STAFF_SEGMENTS = new Set<string>([S.staffArea, S.register]);

/** The vehicle form's last segment (/{Fahrzeugtyp}/hinzufügen, /{Fahrzeugtyp}/{Name}/ändern). */
const STAFF_LAST_SEGMENTS = new Set<string>([S.addVehicle, S.changeVehicle]);

export function isStaffPath(pathname: string): boolean {
  const segments = rentalSegments(pathname);
  if (segments.length === 0) return false;
  return STAFF_SEGMENTS.has(segments[0] ?? '') || STAFF_LAST_SEGMENTS.has(segments.at(-1) ?? '');
}
