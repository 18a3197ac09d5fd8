import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/** What every page runs inside: the friendly error page and the first-load placeholder. */
export function withAppShell(children: RouteObject[]): RouteObject[] {
  return [
    {
      Component: AppShell,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children,
    },
  ];
}

/** The rental pages switched by the last segment share one screen (rental spec §2). */
const rentalAuthPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../sites/rental/pages/AuthPage')).AuthPage,
});

const rentalResetPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../sites/rental/pages/ResetPasswordPage')).ResetPasswordPage,
});

const rentalHomePage: RouteObject['lazy'] = async () => ({
  Component: (await import('../sites/rental/pages/HomePage')).HomePage,
});

/** The rental's public pages; each serves its German and its English address (spec §2). */
const rentalPublicPages: { paths: readonly string[]; lazy: RouteObject['lazy'] }[] = [
  {
    paths: ['Übersicht/:vehicleType', 'overview/:vehicleType'],
    lazy: async () => ({
      Component: (await import('../sites/rental/overview/OverviewPage')).OverviewPage,
    }),
  },
  {
    paths: [
      'Buchen/:vehicleType',
      'Buchen/:vehicleType/:vehicleName',
      'book/:vehicleType',
      'book/:vehicleType/:vehicleName',
    ],
    lazy: async () => ({
      Component: (await import('../sites/rental/booking/BookingComingPage')).HourlyBookingPage,
    }),
  },
  {
    paths: ['Buchen2/:vehicleType/:vehicleName', 'book2/:vehicleType/:vehicleName'],
    lazy: async () => ({
      Component: (await import('../sites/rental/booking/BookingComingPage')).MultiDayBookingPage,
    }),
  },
  {
    paths: ['Geschäftsbedingungen', 'terms'],
    lazy: async () => ({
      Component: (await import('../sites/rental/legal/TermsPage')).TermsPage,
    }),
  },
  {
    paths: ['Impressum', 'imprint'],
    lazy: async () => ({
      Component: (await import('../sites/rental/legal/ImprintPage')).ImprintPage,
    }),
  },
  {
    paths: ['Datenschutz', 'privacy'],
    lazy: async () => ({
      Component: (await import('../sites/rental/legal/PrivacyPage')).PrivacyPage,
    }),
  },
];

const rentalNotFoundPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../sites/rental/pages/NotFoundPage')).NotFoundPage,
});

/** The real-estate demo's pages; each serves its German and its English address. */
const presentationPages: { segments: readonly string[]; lazy: RouteObject['lazy'] }[] = [
  {
    segments: ['Katalog', 'en/catalog'],
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/pages/CatalogPage')).CatalogPage,
    }),
  },
  {
    segments: ['Fragen&Antworten', 'en/faq'],
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/pages/FaqPage')).FaqPage,
    }),
  },
  {
    segments: ['Kontakt', 'en/contact'],
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/pages/ContactPage')).ContactPage,
    }),
  },
  {
    segments: ['Impressum', 'en/imprint'],
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/pages/ImprintPage')).ImprintPage,
    }),
  },
  {
    segments: ['Datenschutz', 'en/privacy'],
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/pages/PrivacyPage')).PrivacyPage,
    }),
  },
];

const presentationHome: RouteObject['lazy'] = async () => ({
  Component: (await import('../sites/presentation-pro/pages/HomePage')).HomePage,
});

/**
 * Each site is its own lazily loaded chunk, so a visitor of one demo never downloads another.
 * The agency owns `/` and, as the catch-all, every unknown path.
 */
export const routes: RouteObject[] = withAppShell([
  {
    path: '/PresentationPro',
    lazy: async () => ({
      Component: (await import('../sites/presentation-pro/PresentationLayout')).PresentationLayout,
    }),
    children: [
      { index: true, lazy: presentationHome },
      { path: 'en', lazy: presentationHome },
      ...presentationPages.flatMap(({ segments, lazy }) =>
        segments.map((path) => ({ path, lazy })),
      ),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../sites/presentation-pro/pages/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
  {
    path: '/RentalRevolution',
    lazy: async () => ({
      Component: (await import('../sites/rental/RentalLayout')).RentalLayout,
    }),
    children: [
      { index: true, lazy: rentalHomePage },
      { path: 'en', lazy: rentalHomePage },
      { path: 'Login', lazy: rentalAuthPage },
      { path: 'Logout', lazy: rentalAuthPage },
      { path: 'Register', lazy: rentalAuthPage },
      { path: 'Recover', lazy: rentalAuthPage },
      { path: 'Passwort-zuruecksetzen', lazy: rentalResetPage },
      { path: 'reset-password', lazy: rentalResetPage },
      ...rentalPublicPages.flatMap(({ paths, lazy }) => paths.map((path) => ({ path, lazy }))),
      { path: '404', lazy: rentalNotFoundPage },
      {
        // Staff pages: only for a stored user.
        lazy: async () => ({
          Component: (await import('../sites/rental/auth/RequireStaff')).RequireStaff,
        }),
        children: [
          {
            path: 'Mitarbeiterbereich',
            lazy: async () => ({
              Component: (await import('../sites/rental/pages/StaffAreaPage')).StaffAreaPage,
            }),
          },
          ...[':vehicleType/hinzufügen', ':vehicleType/:vehicleName/ändern'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('../sites/rental/vehicles/VehicleFormPage')).VehicleFormPage,
            }),
          })),
        ],
      },
      { path: '*', lazy: rentalNotFoundPage },
    ],
  },
  {
    path: '/ParallaxPrawns',
    lazy: async () => ({
      Component: (await import('../sites/prawns/PrawnsLayout')).PrawnsLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../sites/prawns/pages/LandingPage')).LandingPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../sites/prawns/pages/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
  {
    path: '/ArtAlley',
    lazy: async () => ({
      Component: (await import('../sites/art/ArtLayout')).ArtLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../sites/art/pages/HomePage')).HomePage,
        }),
      },
      {
        path: 'gallery/:itemId?',
        lazy: async () => ({
          Component: (await import('../sites/art/gallery/GalleryPage')).GalleryPage,
        }),
      },
      {
        path: 'poems',
        lazy: async () => ({
          Component: (await import('../sites/art/pages/PoemsPage')).PoemsPage,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({
          Component: (await import('../sites/art/pages/AboutPage')).AboutPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../sites/art/pages/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../sites/agency/AgencyLayout')).AgencyLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/HomePage')).HomePage,
        }),
      },
      {
        path: 'Impressum',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/ImprintPage')).ImprintPage,
        }),
      },
      {
        path: 'Datenschutz',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/PrivacyPage')).PrivacyPage,
        }),
      },
      {
        path: 'Barrierefreiheit',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/AccessibilityPage')).AccessibilityPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../sites/agency/pages/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
]);
