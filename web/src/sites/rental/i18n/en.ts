import type { RentalCatalog } from './rental-catalog';

const name = 'RentalRevolution';

function englishDuration(hours: number): string {
  const whole = Math.floor(hours);
  const half = hours % 1 !== 0;
  if (whole === 0) return '30 min';
  const wholePart = whole === 1 ? '1 hour' : `${whole} hours`;
  return half ? `${wholePart} 30 min` : wholePart;
}

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
    otherLanguage: { name: 'Deutsch', lang: 'de' },
  },
  footer: {
    tagline: 'Boats, canoes and houseboats – right on the lake.',
    legalLabel: 'Legal',
    imprint: 'Legal notice',
    privacy: 'Privacy',
    terms: 'Terms and conditions',
    copyright: (year) => `© ${year} ${name} · a demo by Sternsinger Webdesign`,
  },
  home: {
    documentTitle: `${name} – boat rental on the lake`,
    description: `${name}, your boat rental on Lake Scharmützel: motorboats, sailboats, jet skis, canoes and houseboats right at the jetty – rent by the hour or by the day, many without a licence.`,
    eyebrow: 'Summer, sun, lake',
    title: 'Out on the water – your boat rental on the lake',
    lead: 'Motorboats, sailboats, jet skis, canoes and houseboats right at the jetty. Book by the hour for an afternoon or by the day for the whole holiday.',
    points: [
      'By the hour or for several days',
      'No licence needed for many boats',
      'Right at the jetty',
    ],
    ctaBook: 'Find a boat',
    ctaApproach: 'Directions',
    offer: {
      title: 'Our offer',
      lead: 'Five ways to enjoy the lake. Book straight away or look at all the boats first.',
      blurbs: {
        motorboats:
          'Speed across the lake, swim in a quiet bay or get an ice cream on the far shore.',
        sailboats: 'Glide quietly with the wind – for beginners and seasoned sailors.',
        jetskis: 'Pure adrenaline: bookable from just half an hour.',
        canoes: 'Paddle gently through reeds and canals, no engine needed.',
        houseboats: 'A holiday on the water: sleep, cook and jump into the lake in the morning.',
      },
      fromPrice: (euros) => `from ${euros} per hour`,
      book: 'Book',
      overview: 'Overview',
      bookLabel: (typePlural) => `Book ${typePlural.toLowerCase()}`,
      overviewLabel: (typePlural) => `Overview: all ${typePlural.toLowerCase()}`,
    },
    hours: {
      title: 'Opening hours',
      lead: 'We are at the jetty every day – with hours of their own at the start and end of the season.',
      periods: {
        general: 'Daily',
        seasonBegin: 'Start of season',
        seasonEnd: 'End of season',
        offSeason: 'Winter break',
      },
      closed: 'closed',
      hoursSuffix: '',
      loading: 'Loading opening hours …',
      error: 'The opening hours could not be loaded.',
      retry: 'Try again',
    },
    approach: {
      title: 'Directions',
      lead: 'You will find us right on the lakeside promenade – with parking and a bus stop next door.',
      addressTitle: 'Address',
      mapLabel: 'Map: RentalRevolution on Lake Scharmützel',
      markerTitle: 'RentalRevolution',
      routeLink: 'Plan your route on OpenStreetMap',
    },
    contact: {
      title: 'Contact',
      lead: 'Questions about boats, licences or groups? Write to us.',
      sending: 'Sending …',
      sent: 'Thank you! Your message has reached us.',
      failed: 'An error has occurred, please try again later.',
      privacy: 'We only use your details to answer your enquiry.',
    },
    about: {
      title: 'About us',
      paragraphs: [
        'RentalRevolution is a family business on Lake Scharmützel. For more than twenty years we have been getting people onto the water – from the first paddle stroke to a week on a houseboat.',
        'Every boat is checked and cleaned after every trip. Before you set off we explain everything calmly; and if you have no licence, you will still find the right boat with us.',
      ],
      facts: [
        { value: '20+', label: 'years on the lake' },
        { value: '5', label: 'kinds of boat' },
        { value: '7', label: 'days a week' },
      ],
    },
    floating: {
      label: 'Quick contact',
      toggle: 'Ways to reach us',
      messenger: 'Write via Messenger',
      chat: 'Write via chat app',
      phone: 'Call us',
    },
    hiring: {
      title: 'We are hiring!',
      text: 'For the season we are looking for help at the jetty and in the rental. Fancy a summer on the lake?',
      contact: 'Get in touch',
      close: 'Close',
    },
    staffRedirect: {
      staffOnly: 'The staff area needs a login. Perhaps your session has ended.',
      adminOnly: 'Only logged-in administrators can register staff.',
      login: 'Go to login',
      close: 'Close note',
    },
  },
  overview: {
    documentTitle: (typePlural) => `Our ${typePlural.toLowerCase()} – ${name}`,
    description: (typePlural, blurb) =>
      `${blurb} All our ${typePlural.toLowerCase()} at ${name} with photos, equipment, deposit and prices – book right at the jetty.`,
    eyebrow: 'Boat rental on the lake',
    heading: (typePlural) => `Our ${typePlural.toLowerCase()}`,
    intro: (typePlural) =>
      `All our ${typePlural.toLowerCase()} at a glance – with photos, equipment and prices. Pick one, book it, cast off!`,
    backToOffer: 'Back to our offer',
    loading: 'Loading the vehicles …',
    loadError: 'The vehicles could not be loaded.',
    retry: 'Try again',
    unavailable: (typePlural) => `${typePlural} are currently unavailable.`,
    card: {
      passengers: (count) => (count === 1 ? '1 person' : `up to ${count} people`),
      licence: {
        no: 'No licence needed',
        yes: 'Boat licence required',
        never: 'No licence – pure muscle power',
        captain: 'Captain included – no licence needed',
      },
      deposit: (amount) => `Deposit ${amount}`,
      extrasTitle: 'Extras',
      barbecue: 'Barbecue',
      musicBox: 'Music box',
      binoculars: 'Binoculars',
      captain: (amountPerHour) => `Captain ${amountPerHour} per hour`,
      fromPrice: { before: 'from', after: 'per hour' },
      priceList: 'Price list',
      bookNow: 'Book now',
    },
    carousel: {
      label: (vehicleName) => `Photos of ${vehicleName}`,
      roleDescription: 'carousel',
      previous: 'Previous photo',
      next: 'Next photo',
      goTo: (number, count) => `Show photo ${number} of ${count}`,
      imageAlt: (vehicleName, number, count) => `${vehicleName} – photo ${number} of ${count}`,
      position: (number, count) => `Photo ${number} of ${count}`,
      enlarge: (vehicleName) => `Enlarge photo of ${vehicleName}`,
      noImage: 'No photo yet',
    },
    imageDialog: {
      title: (vehicleName) => `${vehicleName} – photos`,
      close: 'Close',
    },
    priceDialog: {
      title: (vehicleName) => `Price list ${vehicleName}`,
      close: 'Close',
      caption: (vehicleName) => `Prices for ${vehicleName} by rental time`,
      duration: 'Rental time',
      price: 'Price',
      loading: 'Loading the prices …',
      empty: 'There are no prices for this vehicle yet.',
      deposit: (amount) => `Plus a deposit of ${amount}, refunded when you return.`,
      captain: (amountPerHour) => `A captain on request for ${amountPerHour} per hour.`,
    },
    duration: englishDuration,
  },
  vehicleTypes: {
    motorboats: { plural: 'Motorboats', singular: 'Motorboat', dativePlural: 'Motorboats' },
    sailboats: { plural: 'Sailboats', singular: 'Sailboat', dativePlural: 'Sailboats' },
    jetskis: { plural: 'Jet skis', singular: 'Jet ski', dativePlural: 'Jet skis' },
    canoes: { plural: 'Canoes', singular: 'Canoe', dativePlural: 'Canoes' },
    houseboats: { plural: 'Houseboats', singular: 'Houseboat', dativePlural: 'Houseboats' },
  },
  bookingDialog: {
    title: 'How would you like to book?',
    close: 'Close',
    lead: 'Choose the way of booking that suits your trip.',
    leadVehicle: (vehicleName) => `Choose how you would like to book “${vehicleName}”.`,
    byHours: {
      title: 'By the hour',
      points: [
        'Pick the time first, then the boat',
        'You pay afterwards on site',
        'You receive an e-mail with a verification code',
        'Online payment only for coupons',
      ],
      choose: 'Book by the hour',
    },
    byDays: {
      title: 'By the day',
      points: [
        'Pick the boat first, then the days',
        'You pay in advance',
        'No verification e-mail needed',
        'Online payment for everything (bank transfer or PayPal)',
      ],
      choose: 'Book by the day',
    },
    loading: 'Loading boats …',
    noVehicle: 'No boat of this kind can be booked at the moment.',
  },
  bookingComing: {
    documentTitle: (method, subject) =>
      `Book by the ${method === 'hours' ? 'hour' : 'day'}${subject ? ` – ${subject}` : ''} – ${name}`,
    description: (method, subject) =>
      `Book by the ${method === 'hours' ? 'hour' : 'day'} at ${name}${subject ? `: ${subject}` : ''}. Online booking is coming soon – until then we gladly take your booking through the contact form.`,
    eyebrow: { hours: 'Book by the hour', days: 'Book by the day' },
    title: (_method, subject) =>
      subject
        ? `${subject}: online booking is casting off soon`
        : 'Online booking is casting off soon',
    lead: 'This booking page is still being built. Until then we gladly take your booking through the contact form.',
    toOverview: (typePlural) => `See all ${typePlural.toLowerCase()}`,
    toContact: 'Go to the contact form',
  },
  notFound: {
    documentTitle: `404 – Page not found – ${name}`,
    description: `This page does not exist at ${name}. You will be taken to the home page with our boats, opening hours and directions in a moment.`,
    code: '404',
    heading: 'This page has drifted away.',
    redirectNotice: (seconds) => `Taking you to the home page in ${seconds} seconds.`,
    homeLink: 'Go to the home page',
  },
  reset: {
    documentTitle: `Reset password – ${name}`,
    description: `Choose a new password for your ${name} staff account: open the link from the email, enter the new password twice, then log in with it.`,
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
