import type { SITE_ROOTS } from '../../../shared/site-roots';
import type { ContactErrorKey } from '../components/contact-form-rules';

/** Every text the agency site shows. A language file must provide all of them. */
export interface AgencyCatalog {
  brand: {
    name: string;
    homeLabel: string;
  };
  skipLink: string;
  nav: {
    label: string;
    service: string;
    about: string;
    contact: string;
    projects: string;
    fixedLabel: string;
    menuOpen: string;
    menuClose: string;
  };
  home: {
    documentTitle: string;
    /** The search snippet (meta description) of each page, like its document title. */
    description: string;
  };
  hero: {
    eyebrow: string;
    titleBefore: string;
    titleHighlight: string;
    titleAfter: string;
    lead: string;
    primaryAction: string;
    highlightsLabel: string;
    highlights: readonly string[];
  };
  service: {
    eyebrow: string;
    title: string;
    lead: string;
    cards: readonly ServiceCardTexts[];
  };
  about: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    stepsTitle: string;
    steps: readonly { title: string; text: string }[];
  };
  contact: {
    eyebrow: string;
    title: string;
    lead: string;
    nextStepsTitle: string;
    nextSteps: readonly string[];
    callUs: string;
    formTitle: string;
    requiredNote: string;
    labels: { name: string; email: string; message: string };
    placeholders: { name: string; email: string; message: string };
    characterCount: (count: number, max: number) => string;
    submit: string;
    sending: string;
    success: string;
    failure: string;
    errors: Record<ContactErrorKey, string>;
    privacyNoteBefore: string;
    privacyNoteLink: string;
    privacyNoteAfter: string;
  };
  footer: {
    tagline: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    accessibility: string;
    backToTop: string;
    copyright: (year: number, name: string) => string;
  };
  legal: {
    detailsLoading: string;
    detailsError: string;
    retry: string;
    phoneLabel: string;
    emailLabel: string;
  };
  imprint: {
    documentTitle: string;
    description: string;
    eyebrow: string;
    title: string;
    legalBasis: string;
    ownerLabel: string;
    contactHeading: string;
    registerHeading: string;
    vatHeading: string;
    vatText: string;
    responsibleHeading: string;
    /** Names the person responsible (AGENCY_OWNER), whoever that is. */
    responsibleText: (owner: string) => string;
    disputeHeading: string;
    disputeText: string;
  };
  privacy: {
    documentTitle: string;
    description: string;
    eyebrow: string;
    title: string;
    intro: string;
    controllerHeading: string;
    controllerFallbackBefore: string;
    controllerFallbackLink: string;
    controllerFallbackAfter: string;
    sections: readonly PrivacySectionTexts[];
  };
  projects: {
    title: string;
    lead: string;
    closeLabel: string;
    previewLabel: (name: string) => string;
    visit: (name: string) => string;
    items: readonly ProjectTexts[];
  };
  accessibility: {
    documentTitle: string;
    description: string;
    eyebrow: string;
    title: string;
    intro: string;
    sections: readonly PrivacySectionTexts[];
    reportHeading: string;
    reportText: string;
    reportFallbackBefore: string;
    reportFallbackLink: string;
    reportFallbackAfter: string;
    enforcementHeading: string;
    enforcementText: string;
    updated: string;
  };
  notFound: {
    documentTitle: string;
    description: string;
    code: string;
    heading: string;
    redirectNotice: (seconds: number) => string;
    homeLink: string;
  };
}

export interface ServiceCardTexts {
  title: string;
  text: string;
  points: readonly string[];
}

/** Rendered in this order: lead, list (if any), further paragraphs. */
export interface PrivacySectionTexts {
  heading: string;
  lead: string;
  list?: readonly string[];
  paragraphs: readonly string[];
}

/** The demos' roots. */
export type ProjectPath = Exclude<(typeof SITE_ROOTS)[keyof typeof SITE_ROOTS], '/'>;

export interface ProjectTexts {
  path: ProjectPath;
  name: string;
  kind: string;
  description: string;
  features: readonly string[];
}
