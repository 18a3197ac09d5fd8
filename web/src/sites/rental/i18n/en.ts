import { rentalPaths } from '../rental-paths';
import type { RentalCatalog } from './rental-catalog';

const name = 'RentalRevolution';

export const en: RentalCatalog = {
  lang: 'en',
  brand: {
    name,
    homeLabel: `${name} – home`,
  },
  skipLink: 'Skip to content',
  nav: {
    label: 'Main navigation',
    login: 'Login',
    staffArea: 'Intern',
    logout: 'Logout',
    otherLanguage: { name: 'Deutsch', lang: 'de', to: rentalPaths.home },
  },
  footer: {
    tagline: 'Boats, canoes and houseboats – right on the lake.',
    legalLabel: 'Legal',
    imprint: 'Legal notice',
    privacy: 'Privacy',
    copyright: (year) => `© ${year} ${name} · a demo by Sternsinger Webdesign`,
  },
  home: {
    documentTitle: `${name} – boat rental on the lake`,
    eyebrow: 'Summer, sun, lake',
    title: `${name} – boat rental on the lake`,
    lead: 'Motorboats, sailboats, jet skis, canoes and houseboats: our new website with online booking is casting off soon.',
    points: [
      'By the hour or for several days',
      'No licence needed for many boats',
      'Right at the jetty',
    ],
  },
  notFound: {
    documentTitle: `404 – Page not found – ${name}`,
    code: '404',
    heading: 'This page has drifted away.',
    redirectNotice: (seconds) => `Taking you to the home page in ${seconds} seconds.`,
    homeLink: 'Go to the home page',
  },
  reset: {
    documentTitle: `Reset password – ${name}`,
    eyebrow: 'Staff account',
    title: 'Choose a new password',
    lead: 'Enter your new password twice. Then log in with it.',
    labels: { password: 'New password', passwordRepeat: 'Repeat password' },
    passwordHint: (min, max) => `${min} to ${max} characters`,
    submit: 'Save password',
    sending: 'Saving …',
    success: 'Your password has been changed. Taking you to the login.',
    toLogin: 'Go to login',
    invalidLink: 'This link is invalid or has expired. Please request a new one.',
    requestNewLink: 'Request a new link',
    failure: 'Something went wrong, please try again later.',
    errors: {
      emailInvalid: 'Please enter a valid email address.',
      passwordLength: 'password must be between 4 and 20 characters',
      passwordMismatch: 'The passwords do not match.',
    },
  },
};
