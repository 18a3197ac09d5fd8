import type { Licence } from '@showcase/contracts/generated/model/licence';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { BookingExtra } from '@showcase/contracts/generated/model/bookingExtra';
import type { Salutation } from '@showcase/contracts/generated/model/salutation';
import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import type { CredentialErrorKey } from '../features/auth/credential-rules';
import type {
  CustomerErrorKey,
  CustomerField,
} from '../features/hourly-booking/customer-form-rules';
import type { StepGuideTexts } from '../features/hourly-booking/StepGuide';
import type { SlotDisplayState } from '../features/hourly-booking/week-grid';
import type { StayCalendarTexts } from '../features/multi-day-booking/stay-calendar-texts';
import type { OpeningPeriod } from '../features/home/opening-hours-rows';
import type { RentalLanguage } from '../rental-paths';

/** Every text of the public rental pages. Each language file must provide all of them. */
export interface RentalCatalog {
  lang: RentalLanguage;
  brand: {
    name: string;
    homeLabel: string;
  };
  skipLink: string;
  nav: {
    label: string;
    login: string;
    staffArea: string;
    logout: string;
    /** The flag link to the same page in the other language. */
    otherLanguage: { name: string; lang: RentalLanguage };
  };
  footer: {
    tagline: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    terms: string;
    copyright: (year: number) => string;
  };
  home: {
    documentTitle: string;
    /** The search snippet (meta description); every public page has one, like its title. */
    description: string;
    eyebrow: string;
    title: string;
    lead: string;
    points: readonly string[];
    ctaBook: string;
    ctaApproach: string;
    offer: {
      title: string;
      lead: string;
      blurbs: Record<VehicleType, string>;
      fromPrice: (euros: string) => string;
      book: string;
      overview: string;
      /** The buttons' full names for screen readers: 'Motorboote buchen'. */
      bookLabel: (typePlural: string) => string;
      overviewLabel: (typePlural: string) => string;
    };
    hours: {
      title: string;
      lead: string;
      periods: Record<OpeningPeriod, string>;
      closed: string;
      hoursSuffix: string;
      loading: string;
      error: string;
      retry: string;
    };
    approach: {
      title: string;
      lead: string;
      addressTitle: string;
      mapLabel: string;
      markerTitle: string;
      routeLink: string;
    };
    contact: {
      title: string;
      lead: string;
      sending: string;
      sent: string;
      failed: string;
      privacy: string;
    };
    about: {
      title: string;
      paragraphs: readonly string[];
      facts: readonly { value: string; label: string }[];
    };
    floating: {
      label: string;
      /** The button that unfolds the three on narrow screens. */
      toggle: string;
      messenger: string;
      chat: string;
      phone: string;
    };
    hiring: { title: string; text: string; contact: string; close: string };
    /** Why a staff page sent the visitor here (its rule stays: spec §5, §6). */
    staffRedirect: { staffOnly: string; adminOnly: string; login: string; close: string };
  };
  /** The vehicle overview; `typePlural` is the catalog's plural ('Kanus'). */
  overview: {
    documentTitle: (typePlural: string) => string;
    /** `blurb`: the type's sentence from the home page's offer. */
    description: (typePlural: string, blurb: string) => string;
    eyebrow: string;
    heading: (typePlural: string) => string;
    intro: (typePlural: string) => string;
    backToOffer: string;
    loading: string;
    loadError: string;
    retry: string;
    /** The spec's "No operating vehicles" message. */
    unavailable: (typePlural: string) => string;
    card: {
      passengers: (count: number) => string;
      licence: Record<Licence, string>;
      deposit: (amount: string) => string;
      extrasTitle: string;
      barbecue: string;
      musicBox: string;
      binoculars: string;
      captain: (amountPerHour: string) => string;
      fromPrice: { before: string; after: string };
      priceList: string;
      bookNow: string;
    };
    carousel: {
      label: (vehicleName: string) => string;
      roleDescription: string;
      previous: string;
      next: string;
      goTo: (number: number, count: number) => string;
      imageAlt: (vehicleName: string, number: number, count: number) => string;
      position: (number: number, count: number) => string;
      enlarge: (vehicleName: string) => string;
      noImage: string;
    };
    imageDialog: {
      title: (vehicleName: string) => string;
      close: string;
    };
    priceDialog: {
      title: (vehicleName: string) => string;
      close: string;
      caption: (vehicleName: string) => string;
      duration: string;
      price: string;
      loading: string;
      empty: string;
      deposit: (amount: string) => string;
      captain: (amountPerHour: string) => string;
    };
    duration: (hours: number) => string;
  };
  /**
   * The vehicle categories' names: plural for headings and buttons, singular for one boat, and
   * the plural after a preposition that takes the dative ('zu den Motorbooten').
   */
  vehicleTypes: Record<VehicleType, { plural: string; singular: string; dativePlural: string }>;
  bookingDialog: {
    title: string;
    close: string;
    lead: string;
    leadVehicle: (vehicleName: string) => string;
    byHours: { title: string; points: readonly string[]; choose: string };
    byDays: { title: string; points: readonly string[]; choose: string };
    loading: string;
    noVehicle: string;
  };
  hourlyBooking: HourlyBookingTexts;
  multiDayBooking: MultiDayBookingTexts;
  notFound: {
    documentTitle: string;
    description: string;
    code: string;
    heading: string;
    redirectNotice: (seconds: number) => string;
    homeLink: string;
  };
  reset: {
    documentTitle: string;
    description: string;
    eyebrow: string;
    title: string;
    lead: string;
    labels: { password: string; passwordRepeat: string };
    passwordHint: (min: number, max: number) => string;
    submit: string;
    sending: string;
    success: string;
    toLogin: string;
    invalidLink: string;
    requestNewLink: string;
    failure: string;
    errors: Record<CredentialErrorKey, string>;
  };
}

/** The overview's texts: what its cards, carousels and dialogs show. */
export type OverviewTexts = RentalCatalog['overview'];

/**
 * The hourly booking page (spec §2 "Hourly booking page", §4, §5, §8). `subject` is the vehicle's
 * name or the type's plural, null for every type; `when` a written date and time
 * ('Samstag, 28. November, 10:00'); `duration` a written length ('2 Std.').
 */
export interface HourlyBookingTexts {
  documentTitle: (subject: string | null) => string;
  description: (subject: string | null) => string;
  eyebrow: string;
  heading: (vehicleName: string | null, typePlural: string | null) => string;
  intro: string;
  backToOverview: string;
  backToOffer: string;
  /** With a vehicle in the address: the way back to all vehicles of its type. */
  allOfType: (typePlural: string) => string;
  /** The same for a vehicle booked under `all`. */
  allVehicles: string;
  demo: { title: string; text: string };
  unavailable: {
    vehicle: (vehicleName: string) => string;
    type: (typePlural: string) => string;
    all: string;
    /** The vehicle lookup failed (a retry follows). */
    loadError: string;
  };
  steps: {
    label: string;
    names: readonly [string, string, string, string, string];
    /** For screen readers: 'Schritt 2 von 5: Uhrzeit wählen, aktuell'. */
    position: (number: number, count: number) => string;
    done: string;
    current: string;
  };
  calendar: {
    title: string;
    previousMonth: string;
    nextMonth: string;
    today: string;
    states: { past: string; offSeason: string; blocked: string; selected: string };
    legend: { selected: string; offSeason: string; blocked: string };
  };
  week: {
    title: string;
    range: (from: string, to: string) => string;
    previousWeek: string;
    nextWeek: string;
    time: string;
    gridLabel: (range: string) => string;
    states: Record<SlotDisplayState, string>;
    /** A slot's accessible name: 'Samstag, 28. November, 10:00 – frei'. */
    slot: (when: string, state: string) => string;
    legendTitle: string;
    loading: string;
    loadError: string;
    retry: string;
    noFreeSlot: string;
    /** Every day of the week still to come is in the winter break. */
    offSeason: string;
    /** The winter-break note's button to the first day of the new season. */
    toSeasonStart: (date: string) => string;
    keyboardHint: string;
    swipeHint: string;
  };
  vehicles: {
    title: (when: string) => string;
    lead: string;
    loading: string;
    loadError: string;
    retry: string;
    maxHours: (duration: string) => string;
    notBookable: string;
    choose: string;
    chooseLabel: (vehicleName: string) => string;
    none: string;
    close: string;
  };
  overview: {
    title: string;
    when: string;
    vehicle: string;
    vehicleOption: (vehicleName: string, duration: string) => string;
    showVehicles: string;
    duration: string;
    durationOption: (duration: string, from: string, to: string) => string;
    extras: string;
    extraNames: Record<BookingExtra, string>;
    captainRate: (amountPerHour: string) => string;
    noDuration: string;
    price: {
      title: string;
      base: (duration: string) => string;
      total: string;
      vat: (amount: string) => string;
      loading: string;
      error: string;
      retry: string;
      payOnSite: string;
    };
  };
  form: {
    title: string;
    groups: { contact: string; address: string; persons: string };
    labels: Record<Exclude<CustomerField, 'privacyAccepted'>, string>;
    childAge: string;
    optional: string;
    privacy: {
      before: string;
      privacyLink: string;
      between: string;
      termsLink: string;
      after: string;
    };
    submit: string;
    sending: string;
    errors: Record<CustomerErrorKey, string>;
    /** Above the list of errors: 'Bitte überprüfe deine eingegeben Daten'. */
    summary: string;
    rateLimited: (minutes: number | null) => string;
  };
  code: {
    title: string;
    sent: (email: string, minutes: number) => string;
    shortcut: string;
    label: string;
    hint: string;
    confirm: string;
    confirming: string;
    invalid: string;
    edit: string;
  };
  result: {
    successTitle: string;
    success: (vehicleName: string, when: string, duration: string) => string;
    simulated: string;
    confirmationMail: string;
    alreadyBookedTitle: string;
    alreadyBooked: string;
    bannedTitle: string;
    banned: string;
    call: string;
    errorTitle: string;
    error: string;
    refresh: string;
    another: string;
  };
}

/**
 * The multi-day booking page (a stay: check-in 14:00 on the first day, return 10:00 on the last).
 * Words it shares with the hourly booking (the demo note, the field labels, the way back, the
 * barred customer's message) come from `hourlyBooking`; `date` is a written day
 * ('Freitag, 5. Juli 2030'), `amount` a written price.
 */
export interface MultiDayBookingTexts {
  documentTitle: (vehicleName: string) => string;
  description: (vehicleName: string) => string;
  eyebrow: string;
  heading: (vehicleName: string) => string;
  intro: string;
  /** The way back to the vehicle in its type's overview; the plural in the dative. */
  backToOverview: (typeDativePlural: string) => string;
  /** The buttons that switch to the type's other vehicles. */
  switcher: { label: string; loading: string };
  /** The named vehicle is not in service: the others of its type are offered. */
  unavailable: { others: (typePlural: string) => string; none: (typePlural: string) => string };
  loadingVehicles: string;
  steps: StepGuideTexts & { names: readonly [string, string, string, string] };
  /** Check-in and return hours: near the calendar and in the overview. */
  times: string;
  calendar: {
    title: string;
    lead: string;
    loading: string;
    loadError: string;
    retry: string;
    /** The notes the page gives while a stay is half chosen. */
    chooseEnd: string;
    texts: StayCalendarTexts;
  };
  overview: {
    title: string;
    passengers: (count: number) => string;
    deposit: (amount: string) => string;
    checkIn: string;
    return: string;
    /** The label of the nights. */
    stay: string;
    nights: (nights: number) => string;
    /** A staff member's day's use: one day, no night. */
    dayUse: string;
    /** The date with the time: 14:00 and 10:00, or a day's use's opening hours. */
    checkInAt: (date: string, time: string) => string;
    returnBy: (date: string, time: string) => string;
    changeDates: string;
    extras: string;
    extraNames: Record<StayExtra, string>;
    /** The flat price after an extra's name: 'Grill · 30 €'. */
    extraPrice: (amount: string) => string;
    noImage: string;
  };
  price: {
    title: string;
    nightly: (nights: number, amount: string) => string;
    total: string;
    vat: (amount: string) => string;
    coupon: string;
    due: string;
    loading: string;
    error: string;
    retry: string;
  };
  form: {
    title: string;
    salutation: { legend: string } & Record<Salutation, string>;
    /** The person fields' age labels: one child's age, or the range for more. */
    childAge: string;
    childAgeFrom: string;
    childAgeTo: string;
    errors: Record<CustomerErrorKey, string>;
    /** Above the list of errors. */
    summary: string;
  };
  payment: {
    title: string;
    legend: string;
    methods: Record<'bank_transfer' | 'paypal', { label: string; hint: string }>;
    payPalDisabled: string;
    coupon: {
      label: string;
      invalid: string;
      applied: string;
      hint: string;
    };
    submit: string;
    sending: string;
    /** Above the PayPal button, which replaces the submit button. */
    payPalLead: string;
    payPalLoading: string;
    payPalLoadError: string;
    payPalRetry: string;
    payPalCancelled: string;
    /** A submit by the Enter key while PayPal is chosen. */
    usePayPalButton: string;
  };
  result: {
    successTitle: string;
    /** `from` and `to` are date and time ('Dienstag, 10. Juni 2036 ab 14:00'). */
    success: (vehicleName: string, from: string, to: string, nights: string) => string;
    /** With the time of day: `${date} ab ${time}`, `${date} bis ${time}`. */
    from: (date: string, time: string) => string;
    until: (date: string, time: string) => string;
    simulated: string;
    confirmationMail: string;
    transfer: (amount: string, dueDate: string) => string;
    paidByPayPal: (amount: string) => string;
    paidByCoupon: string;
    alreadyBookedTitle: string;
    /** `vehicle`: the type's singular with its article ('dieses Hausboot'). */
    alreadyBooked: (type: VehicleType) => string;
    bannedTitle: string;
    errorTitle: string;
    error: string;
    payPalFailedTitle: string;
    payPalFailed: string;
    refresh: string;
    another: string;
    retry: string;
  };
}
