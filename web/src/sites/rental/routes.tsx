import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-paths';
import { RENTAL_BASE, RENTAL_SEGMENTS as S, ROUTE_VEHICLE_TYPES } from './rental-paths';

/*
 * The app's router loads this module up front, so it imports nothing but the path constants:
 * every page comes through a dynamic import, and a visitor of another site downloads none of
 * the rental's code.
 */

type Lazy = NonNullable<RouteObject['lazy']>;

/** Login, Logout, Register and Recover share one screen switched by the last segment (spec §2). */
const authPage: Lazy = async () => ({
  Component: (await import('./pages/AuthPage')).AuthPage,
});
const resetPasswordPage: Lazy = async () => ({
  Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
});
const homePage: Lazy = async () => ({
  Component: (await import('./pages/HomePage')).HomePage,
});
const notFoundPage: Lazy = async () => ({
  Component: (await import('./pages/NotFoundPage')).NotFoundPage,
});
const overviewPage: Lazy = async () => ({
  Component: (await import('./pages/OverviewPage')).OverviewPage,
});
const hourlyBookingPage: Lazy = async () => ({
  Component: (await import('./pages/HourlyBookingPage')).HourlyBookingPage,
});
const multiDayBookingPage: Lazy = async () => ({
  Component: (await import('./pages/MultiDayBookingPage')).MultiDayBookingPage,
});
const termsPage: Lazy = async () => ({
  Component: (await import('./pages/TermsPage')).TermsPage,
});
const imprintPage: Lazy = async () => ({
  Component: (await import('./pages/ImprintPage')).ImprintPage,
});
const privacyPage: Lazy = async () => ({
  Component: (await import('./pages/PrivacyPage')).PrivacyPage,
});
/** /Gutscheine and /coupons: a visitor orders a gift coupon. */
const couponPurchasePage: Lazy = async () => ({
  Component: (await import('./pages/CouponPurchasePage')).CouponPurchasePage,
});
const vehicleFormPage: Lazy = async () => ({
  Component: (await import('./pages/VehicleFormPage')).VehicleFormPage,
});
const staffAreaPage: Lazy = async () => ({
  Component: (await import('./pages/StaffAreaPage')).StaffAreaPage,
});
const dayBookingsPage: Lazy = async () => ({
  Component: (await import('./pages/DayBookingsPage')).DayBookingsPage,
});
/** Aufgaben and Postfach share one screen switched by the last segment (spec §2). */
const inboxPage: Lazy = async () => ({
  Component: (await import('./pages/InboxPage')).InboxPage,
});
const blacklistPage: Lazy = async () => ({
  Component: (await import('./pages/BlacklistPage')).BlacklistPage,
});
const fleetPage: Lazy = async () => ({
  Component: (await import('./pages/FleetPage')).FleetPage,
});
/** /Produkte/{Kategorie}: a category's products, their stock and restocking. */
const productsPage: Lazy = async () => ({
  Component: (await import('./pages/ProductsPage')).ProductsPage,
});
/** /Kassensystem: the cash register. */
const cashRegisterPage: Lazy = async () => ({
  Component: (await import('./pages/CashRegisterPage')).CashRegisterPage,
});
/** Mitarbeiter and Arbeitsstunden share one screen switched by the last segment (spec §2). */
const employeesPage: Lazy = async () => ({
  Component: (await import('./pages/EmployeesPage')).EmployeesPage,
});
/** /Einstellungen: personal data, and for admins the business settings. */
const settingsPage: Lazy = async () => ({
  Component: (await import('./pages/SettingsPage')).SettingsPage,
});

type Language = keyof typeof ROUTE_VEHICLE_TYPES;

/** The vehicle types a language's addresses name: each is its own pre-rendered page. */
const typesIn = (lang: Language): PageHandle => ({
  params: { vehicleType: Object.keys(ROUTE_VEHICLE_TYPES[lang]) },
});

/** The hourly booking also books every type at once (spec §2: the type may be `all`). */
const typesOrAllIn = (lang: Language): PageHandle => ({
  params: { vehicleType: [...Object.keys(ROUTE_VEHICLE_TYPES[lang]), S.allTypes] },
});

/** A page that exists in both languages answers at its German and at its English address. */
const bothLanguages = (
  segments: { de: string; en: string },
  tail: string,
  lazy: Lazy,
  handleIn: (lang: Language) => PageHandle = typesIn,
) =>
  (['de', 'en'] as const).map((lang) => ({
    path: `${segments[lang]}${tail}`,
    lazy,
    handle: handleIn(lang),
  }));

/** The boat rental below /RentalRevolution: public pages in German and English, staff in German. */
export const rentalRoutes: RouteObject = {
  path: RENTAL_BASE,
  lazy: async () => ({ Component: (await import('./RentalLayout')).RentalLayout }),
  children: [
    { index: true, lazy: homePage },
    { path: S.homeEn, lazy: homePage },
    ...[S.login, S.recover].map((path) => ({ path, lazy: authPage })),
    // Logging out and registering employees only make sense in a browser with a session.
    ...[S.logout, S.register].map((path) => ({
      path,
      lazy: authPage,
      handle: { clientOnly: true } satisfies PageHandle,
    })),
    ...bothLanguages(S.resetPassword, '', resetPasswordPage),
    ...bothLanguages(S.overview, '/:vehicleType', overviewPage),
    ...bothLanguages(S.bookByHours, '/:vehicleType', hourlyBookingPage, typesOrAllIn),
    ...bothLanguages(S.bookByHours, '/:vehicleType/:vehicleName', hourlyBookingPage, typesOrAllIn),
    ...bothLanguages(S.bookByDays, '/:vehicleType/:vehicleName', multiDayBookingPage),
    ...bothLanguages(S.terms, '', termsPage),
    ...bothLanguages(S.imprint, '', imprintPage),
    ...bothLanguages(S.privacy, '', privacyPage),
    ...bothLanguages(S.coupons, '', couponPurchasePage),
    { path: S.notFound, lazy: notFoundPage, handle: { notFound: true } satisfies PageHandle },
    {
      // Staff pages: only for a stored user.
      handle: { clientOnly: true } satisfies PageHandle,
      lazy: async () => ({
        Component: (await import('./features/auth/RequireStaff')).RequireStaff,
      }),
      children: [
        { path: S.staffArea, lazy: staffAreaPage },
        { path: S.dayBookings, lazy: dayBookingsPage },
        ...[S.todos, S.contactInbox].map((path) => ({ path, lazy: inboxPage })),
        { path: S.blacklist, lazy: blacklistPage },
        { path: `${S.fleet}/:vehicleType`, lazy: fleetPage },
        ...[S.products, `${S.products}/:category`].map((path) => ({ path, lazy: productsPage })),
        { path: S.cashRegister, lazy: cashRegisterPage },
        { path: S.employees, lazy: employeesPage },
        { path: S.workingHours, lazy: employeesPage },
        { path: S.settings, lazy: settingsPage },
        { path: `:vehicleType/${S.addVehicle}`, lazy: vehicleFormPage },
        { path: `:vehicleType/:vehicleName/${S.changeVehicle}`, lazy: vehicleFormPage },
      ],
    },
    { path: '*', lazy: notFoundPage },
  ],
};
