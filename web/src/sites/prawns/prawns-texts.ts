import { consentMapTextsEn } from '../../shared/consent-map/consent-map-texts';
import {
  demoContactTextsEn,
  type DemoContactTexts,
} from '../../shared/demo-contact/demo-contact-texts';

/** Everything the landing page says; English only (spec §6). */
export const prawnsTexts = {
  lang: 'en',
  documentTitle: 'ParallaxPrawns – North Sea prawns, fresh from Husum harbour',
  notFoundTitle: 'Page not found – ParallaxPrawns',
  /** The search snippets (meta descriptions) of the landing page and the 404 page. */
  description:
    'ParallaxPrawns from Husum harbour: hand-peeled North Sea prawns, caught at dawn, boiled on board and on ice at your door within 24 hours. Order today’s catch online.',
  notFoundDescription:
    'This page of ParallaxPrawns swam away. You will be back on the landing page with today’s catch of North Sea prawns from Husum in a few seconds.',
  skipLink: 'Skip to content',
  /** The link at the top, drawn with a ← before it. */
  agencyName: 'Sternsinger Webdesign',
  menu: {
    button: 'Menu',
    label: 'Sections',
    items: { order: 'ORDER', contact: 'CONTACT', about: 'ABOUT' },
  },
  backToTop: 'Back to top',
  hero: {
    kicker: 'Husum harbour · since 1987',
    titleTop: 'Parallax',
    titleBottom: 'Prawns',
    lead: 'Hand-peeled North Sea prawns, caught at dawn and on ice at your door within 24 hours.',
    scrollHint: 'Dive in',
  },
  order: {
    title: 'Today’s catch',
    loading: 'Hauling in today’s offer…',
    unavailable: 'Today’s offer could not be loaded. You can still order — we confirm the price.',
    priceNote: 'incl. VAT, free delivery',
    perks: ['Hand-peeled in Husum', 'Shipped on ice', 'Arrives within 24 h'],
    button: 'ORDER NOW',
  },
  social: {
    title: 'Follow the catch',
    newTab: '(opens in a new tab)',
    cards: [
      {
        network: 'Instagram',
        handle: '@parallaxprawns',
        text: 'Sunrise hauls and harbour reels.',
        href: 'https://www.instagram.com/',
      },
      {
        network: 'TikTok',
        handle: '@parallaxprawns',
        text: 'Peeling hacks in 15 seconds.',
        href: 'https://www.tiktok.com/',
      },
      {
        network: 'YouTube',
        handle: 'Parallax Prawns',
        text: 'A day on the cutter, uncut.',
        href: 'https://www.youtube.com/',
      },
      {
        network: 'Facebook',
        handle: 'Parallax Prawns Husum',
        text: 'Recipes from our regulars.',
        href: 'https://www.facebook.com/',
      },
    ],
  },
  modal: {
    title: 'Your order',
    close: 'Close',
    demoNote: 'Demo shop: nothing is delivered and nothing is charged.',
    loading: 'Loading the order form…',
    payment: {
      legend: 'Payment method',
      options: { card: 'Card', paypal: 'PayPal', applePay: 'Apple Pay' },
    },
    address: 'Delivery address',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      street: 'Street and house number',
      additional: 'Additional information',
      postal: 'Postal code',
      city: 'City',
      country: 'Country',
    },
    additionalHint: 'E.g. floor, c/o or “none”.',
    errors: {
      payment: 'Please select a payment method.',
      firstNameEmpty: 'Please enter your first name.',
      firstNameTooLong: 'Your first name should not exceed 25 characters.',
      lastNameEmpty: 'Please enter your last name.',
      lastNameTooLong: 'Your last name should not exceed 25 characters.',
      emailEmpty: 'Please enter your email address.',
      emailTooLong: 'Your email should not exceed 50 characters.',
      emailInvalid: 'Please enter a valid email address.',
      streetEmpty: 'Please enter your street and house number.',
      streetTooLong: 'Your postal address should not exceed 50 characters.',
      additionalEmpty: 'Please enter additional information, or “none”.',
      additionalTooLong: 'Your additional information should not exceed 50 characters.',
      postalEmpty: 'Please enter your postal code.',
      postalTooLong: 'Your postal code should not exceed 10 characters.',
      cityEmpty: 'Please enter your city.',
      cityTooLong: 'Your city should not exceed 30 characters.',
      countryEmpty: 'Please enter your country.',
      countryTooLong: 'Your country should not exceed 20 characters.',
    },
    // §312j(3) BGB: the button of a paid consumer order must say it commits to paying.
    submit: 'Buy now – order with obligation to pay',
    sending: 'Sending your order…',
    /** The spec's confirmation, word for word (it says "message" for an order). */
    sent: 'Your message has been sent!',
    /** The line under it that says what was sent. */
    received: 'We’ve received your order – it’s safely in our net.',
    backToPage: 'Back to the page',
    orderAgain: 'Order another box',
    failed: 'Your order could not be sent. Please try again later.',
    rateLimited: 'Too many orders from your connection. Please try again later.',
  },
  contact: {
    title: 'Drop us a line',
    lead: 'Questions about a big order, a party platter or the boat? We’re on the quay from 6 am.',
    phone: 'Phone',
    email: 'Email',
    markerTitle: 'Parallax Prawns at Husum harbour',
    mapLabel: 'Map: Parallax Prawns at Husum harbour',
  },
  about: {
    title: 'Hooked since 1987',
    paragraphs: [
      'Three generations of the Petersen family have fished the Wadden Sea from Husum harbour. Our cutter leaves before sunrise; by lunchtime the catch is boiled in sea water on board, peeled by hand and packed on ice.',
      'No middlemen, no freezer, no shortcuts: just sweet, firm North Sea prawns the way the harbour has eaten them for a hundred years.',
    ],
    facts: [
      { value: '1987', label: 'first haul' },
      { value: '24 h', label: 'from net to door' },
      { value: '100 %', label: 'hand-peeled' },
    ],
    demo: 'ParallaxPrawns is a fictional shop: a showcase by Sternsinger Webdesign.',
    imprint: 'Imprint (German)',
    privacy: 'Privacy (German)',
  },
  notFound: {
    code: '404',
    heading: 'This page swam away.',
    hint: (seconds: number) =>
      `Back to the landing page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    homeLink: 'Back to the prawns',
  },
} as const;

/** The kit's contact form in English, with this page's exact messages (spec §4). */
export const prawnsContactTexts: DemoContactTexts = {
  ...demoContactTextsEn,
  errors: {
    ...demoContactTextsEn.errors,
    name: 'Please enter a valid name.',
    email: 'Please enter a valid email address.',
    messageTooLong: 'Your message is too long.',
    messageEmpty: 'Please enter a message.',
  },
  notice: 'Please use the contact form on our Sternsinger homepage.',
};

/** The map's consent prompt; the button's wording is fixed by the spec, in German. */
export const prawnsMapTexts = {
  ...consentMapTextsEn,
  notice:
    'OpenStreetMap content is not shown because of the current cookie settings. Click “Zustimmen & anzeigen” (agree & show) to view it.',
  button: 'Zustimmen & anzeigen',
  mapLabel: prawnsTexts.contact.mapLabel,
};

/** The contact message's maximum length on this page (spec §4). */
export const prawnsContactMessageMax = 1200;

/** A plausible seaside spot for the shop: Husum's inner harbour. */
export const prawnsLocation = { center: [54.4858, 9.0524] as [number, number], zoom: 7 };
