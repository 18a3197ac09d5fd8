import type { ConsentMapTexts } from '../../../shared/consent-map/consent-map-texts';
import type { DemoContactTexts } from '../../../shared/demo-contact/demo-contact-texts';
import type { EnergyCarrier, ListingType } from '../data/listing';
import type { FaqCategoryKey } from './faq';

export interface SlideTexts {
  caption: string;
  paragraph: string;
  /** Describes the building drawn in the foreground. */
  objectAlt: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** The pages that have a title and a description: the site's pages and its 404 page. */
export type PresentationPageKey =
  'home' | 'catalog' | 'faq' | 'contact' | 'imprint' | 'privacy' | 'notFound';

/** Every text the real-estate demo shows. Both languages must provide all of them. */
export interface PresentationCatalog {
  lang: 'de' | 'en';
  brand: { name: string; tagline: string };
  skipLink: string;
  nav: {
    label: string;
    home: string;
    catalog: string;
    faq: string;
    contact: string;
    menuOpen: string;
    menuClose: string;
    /** The visible label of the language switch (the other language's name). */
    switchLanguage: string;
    switchLanguageLabel: string;
    agency: string;
  };
  titles: Record<PresentationPageKey, string>;
  /** Each page's search snippet (meta description), like its title. */
  descriptions: Record<PresentationPageKey, string>;
  hero: {
    regionLabel: string;
    welcomeEyebrow: string;
    welcomeTitle: string;
    welcomeText: string;
    toContact: string;
    toCatalog: string;
    slides: readonly SlideTexts[];
    previous: string;
    next: string;
    pause: string;
    play: string;
    goTo: (slide: number, caption: string) => string;
    slideOf: (slide: number, total: number) => string;
    dotsLabel: string;
  };
  services: {
    eyebrow: string;
    title: string;
    lead: string;
    cards: readonly {
      title: string;
      text: string;
      faq?: { label: string; category: FaqCategoryKey };
    }[];
  };
  counters: {
    title: string;
    items: readonly { target: number; label: string }[];
  };
  social: { title: string; label: string };
  tips: {
    eyebrow: string;
    title: string;
    lead: string;
    items: readonly { title: string; text: string }[];
  };
  preview: {
    eyebrow: string;
    title: string;
    lead: string;
    entireCatalog: string;
  };
  catalog: {
    eyebrow: string;
    title: string;
    lead: string;
    filterLabel: string;
    filters: Record<'all' | ListingType, string>;
    empty: string;
    moreInfo: string;
    resultCount: (count: number) => string;
    openListing: string;
  };
  imageModal: {
    title: string;
    loading: string;
    previous: string;
    next: string;
    close: string;
    position: (index: number, total: number) => string;
    price: string;
    rooms: string;
    livingArea: string;
    plot: string;
    yearBuilt: string;
    energyHeading: string;
    energyKind: string;
    energyKinds: Record<'demand' | 'consumption', string>;
    energyValue: string;
    energyClass: string;
    energyCarrier: string;
    carriers: Record<EnergyCarrier, string>;
    contactCta: string;
  };
  faq: {
    eyebrow: string;
    title: string;
    lead: string;
    indexTitle: string;
    answersTitle: string;
    questionCount: (count: number) => string;
    backToIndex: string;
  };
  contact: {
    eyebrow: string;
    title: string;
    lead: string;
    formTitle: string;
    formLead: string;
    form: DemoContactTexts;
    teamTitle: string;
    teamLead: string;
    team: readonly { name: string; role: string }[];
    teamContact: (name: string, channel: string) => string;
    officeTitle: string;
    officeLead: string;
    openInMaps: string;
    hoursTitle: string;
    hours: readonly string[];
    map: ConsentMapTexts;
    markerTitle: string;
  };
  footer: {
    about: string;
    pagesTitle: string;
    contactTitle: string;
    approachTitle: string;
    hoursTitle: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    demoNote: string;
    demoLink: string;
    backToTop: string;
    copyright: (year: number) => string;
  };
  floating: { label: string; phone: string; chat: string; email: string };
  contactLines: { phoneLabel: string; emailLabel: string };
  notFound: { code: string; heading: string; hint: (seconds: number) => string; homeLink: string };
  legal: {
    demoNotice: string;
    loading: string;
    error: string;
    retry: string;
    imprint: {
      eyebrow: string;
      title: string;
      operatorHeading: string;
      ownerLabel: string;
      contactHeading: string;
      registerHeading: string;
      vatHeading: string;
      vatText: string;
      disputeHeading: string;
      disputeText: string;
    };
    privacy: {
      eyebrow: string;
      title: string;
      controllerHeading: string;
      sections: readonly LegalSection[];
    };
  };
}
