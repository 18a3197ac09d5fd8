import { consentMapTextsEn } from '../../../shared/consent-map/consent-map-texts';
import { demoContactTextsEn } from '../../../shared/demo-contact/demo-contact-texts';
import type { PresentationCatalog } from './presentation-catalog';

const name = 'Havelblick Immobilien';

export const en: PresentationCatalog = {
  lang: 'en',
  brand: {
    name,
    tagline: 'Property with perspective',
  },
  skipLink: 'Skip to content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    catalog: 'Catalog',
    faq: 'FAQ',
    contact: 'Contact',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    switchLanguage: 'DE',
    switchLanguageLabel: 'Deutsche Version dieser Seite',
    agency: 'Back to Sternsinger Webdesign',
  },
  titles: {
    home: `${name} – Buy, sell and rent in Berlin`,
    catalog: `Property catalog – ${name}`,
    faq: `Frequently asked questions – ${name}`,
    contact: `Contact – ${name}`,
    imprint: `Imprint – ${name}`,
    privacy: `Privacy policy – ${name}`,
    notFound: `Page not found – ${name}`,
  },
  descriptions: {
    home: `${name} in Berlin: we guide you in buying, selling, renting and letting – houses, apartments, country homes, coastal and international property, with personal advice.`,
    catalog:
      'Our property catalog: 24 properties, each inspected in person, from a townhouse in Charlottenburg to a finca on Mallorca – filter by city, nature, coast, abroad and more.',
    faq: `Frequently asked questions at ${name}: buying, selling, renting, property management, legal matters and the property market – answered briefly and clearly.`,
    contact: `Contact ${name}: write to us, meet our team or visit our office on Kurfürstendamm in Berlin – Monday to Friday 9 am–6 pm, Saturday 10 am–2 pm.`,
    imprint: `Imprint of ${name}, the fictional estate agency of this demo website: the operator's details under section\u00a05 DDG, contact, register entry and VAT ID.`,
    privacy: `Privacy policy of ${name}: server logs, a contact form that sends nothing, the map only after your consent, no tracking – and your rights.`,
    notFound: `This page does not exist at ${name}. You will be taken to the home page with our properties and services in a moment.`,
  },
  hero: {
    regionLabel: 'Our property worlds',
    welcomeEyebrow: `Welcome to ${name}`,
    welcomeTitle: 'A home that suits you.',
    welcomeText:
      'For more than ten years we have guided buyers, sellers, tenants and landlords – personally, honestly and with close knowledge of the market.',
    toContact: 'Book a consultation',
    toCatalog: 'Browse the catalog',
    slides: [
      {
        caption: 'Houses',
        paragraph: 'Family homes with gardens, town villas and new builds in green surroundings.',
        objectAlt: 'Modern family house with a flat roof and a garden',
      },
      {
        caption: 'Apartments',
        paragraph:
          'Period flats with stucco, penthouses with roof terraces or your very first home.',
        objectAlt: 'Apartment building with balconies and a penthouse',
      },
      {
        caption: 'In Nature',
        paragraph: 'Farmhouses, cabins and country homes between lakes, forests and mountains.',
        objectAlt: 'Wooden house at the edge of a forest',
      },
      {
        caption: 'On The Coast',
        paragraph:
          'Beach houses and villas on the North Sea and the Baltic, with a view of the sea.',
        objectAlt: 'White villa on the coast',
      },
      {
        caption: 'Abroad',
        paragraph:
          'Fincas, rusticos and villas on the Mediterranean – we stay with you up to the notary.',
        objectAlt: 'Mediterranean finca with a pool',
      },
      {
        caption: 'On Islands',
        paragraph: 'Thatched cottages on Sylt and Föhr, resort villas on Rügen and Usedom.',
        objectAlt: 'Thatched Frisian house in the dunes',
      },
      {
        caption: 'In Industry',
        paragraph: 'Lofts, offices and warehouses for businesses that need room to grow.',
        objectAlt: 'Converted brick factory with arched windows',
      },
    ],
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    goTo: (slide, caption) => `Slide ${slide}: ${caption}`,
    slideOf: (slide, total) => `Slide ${slide} of ${total}`,
    dotsLabel: 'Choose a slide',
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything around your property',
    lead: 'Whether you buy, sell, rent or let: you have one contact person who knows your goals.',
    cards: [
      {
        title: 'Buying',
        text: 'We find properties that really fit – including ones never advertised publicly – and stay with you until the keys are handed over.',
        faq: { label: 'FAQ on buying', category: 'buying' },
      },
      {
        title: 'Selling',
        text: 'A realistic valuation, a high-quality presentation and vetted buyers: the best price without needless waiting.',
        faq: { label: 'FAQ on selling', category: 'selling' },
      },
      {
        title: 'Renting & letting',
        text: 'From choosing tenants and a watertight lease to the handover with a written report – reliable and transparent.',
        faq: { label: 'FAQ on renting', category: 'renting' },
      },
      {
        title: 'Property management',
        text: 'Service charge statements, maintenance and owners’ meetings: we take care of it so your property keeps its value.',
        faq: { label: 'FAQ on management', category: 'management' },
      },
    ],
  },
  counters: {
    title: 'Figures that speak for us',
    items: [
      { target: 500, label: 'Completed transactions' },
      { target: 300, label: 'Satisfied customers' },
      { target: 10, label: 'Experienced experts' },
    ],
  },
  social: { title: 'Follow us', label: 'Havelblick Immobilien on social networks' },
  tips: {
    eyebrow: 'Guide',
    title: 'Tips for buying a house',
    lead: 'For most people, buying a house is the biggest decision of their lives. These four steps make it easier.',
    items: [
      {
        title: 'Set your budget',
        text: 'Before you search, work out how much equity you can bring and which monthly rate you can carry for years – including the purchase costs.',
      },
      {
        title: 'Check the location',
        text: 'You cannot renovate a location: look at transport links, schools, shops and how the neighbourhood is developing.',
      },
      {
        title: 'Research the market',
        text: 'Compare offers and standard land values so you recognise a fair price and can negotiate with confidence.',
      },
      {
        title: 'Hire an agent',
        text: 'An experienced agent knows the market, checks the documents and the energy certificate and represents you up to the notary appointment.',
      },
    ],
  },
  preview: {
    eyebrow: 'Current offers',
    title: 'Selected properties',
    lead: 'A selection from our catalog – filter by the kind of property you are looking for.',
    entireCatalog: 'Entire Catalog',
  },
  catalog: {
    eyebrow: 'Catalog',
    title: 'Our properties',
    lead: 'From a townhouse in Charlottenburg to a finca on Mallorca: 24 properties, each one inspected in person.',
    filterLabel: 'Filter by kind',
    filters: {
      all: 'All',
      city: 'City',
      nature: 'Nature',
      coast: 'Coast',
      abroad: 'Abroad',
      island: 'Island',
      apartment: 'Apartment',
      industry: 'Industry',
      house: 'House',
    },
    empty: 'No items to display',
    moreInfo: 'Further information...',
    resultCount: (count) => (count === 1 ? '1 property' : `${count} properties`),
    openListing: 'Pictures and details',
  },
  imageModal: {
    title: 'Property details',
    loading: 'Loading images...',
    previous: 'Previous property',
    next: 'Next property',
    close: 'Close',
    position: (index, total) => `${index} of ${total}`,
    price: 'Price',
    rooms: 'Rooms',
    livingArea: 'Living/usable area',
    plot: 'Plot',
    yearBuilt: 'Year built',
    energyHeading: 'Energy certificate',
    energyKind: 'Type',
    energyKinds: {
      demand: 'Energy demand certificate',
      consumption: 'Energy consumption certificate',
    },
    energyValue: 'Final energy',
    energyClass: 'Efficiency class',
    energyCarrier: 'Main energy carrier',
    carriers: {
      gas: 'Natural gas',
      oil: 'Heating oil',
      districtHeating: 'District heating',
      heatPump: 'Heat pump (electricity)',
      wood: 'Wood pellets',
      electricity: 'Electricity',
      solar: 'Solar thermal',
    },
    contactCta: 'Request a viewing',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Decide well informed',
    lead: 'The questions our clients ask most – answered briefly and clearly. Choose a topic and a question.',
    indexTitle: 'Topics',
    answersTitle: 'Answers',
    questionCount: (count) => `${count} questions`,
    backToIndex: 'Back to the topics',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'We are here for you',
    lead: 'Write to us, meet our team or visit us at our office on Kurfürstendamm.',
    formTitle: 'Write to us',
    formLead: 'We will get back to you within one working day.',
    form: demoContactTextsEn,
    teamTitle: 'Our team',
    teamLead: 'Six people, one standard: that you feel in good hands with us.',
    team: [
      { name: 'Katharina Lindner', role: 'CEO & Owner' },
      { name: 'Thomas Weber', role: 'Branch Manager' },
      { name: 'Sabine Hoffmann', role: 'Branch Manager' },
      { name: 'Jonas Becker', role: 'Real Estate Agent' },
      { name: 'Leonie Schulz', role: 'Real Estate Agent' },
      { name: 'Felix Wagner', role: 'Real Estate Agent' },
    ],
    teamContact: (person, channel) => `${person}: ${channel}`,
    officeTitle: 'How to find us',
    officeLead:
      'Our office is in the heart of Kurfürstendamm, five minutes from Adenauerplatz underground station.',
    openInMaps: 'Open in OpenStreetMap',
    hoursTitle: 'Opening hours',
    hours: ['Monday–Friday: 9 am – 6 pm', 'Saturday: 10 am – 2 pm'],
    map: { ...consentMapTextsEn, mapLabel: 'Map: our office in Berlin' },
    markerTitle: 'Real Estate',
  },
  footer: {
    about:
      'Your estate agency in Berlin for buying, selling, letting and management – in the city, the countryside, on the coast and abroad.',
    pagesTitle: 'Pages',
    contactTitle: 'Contact',
    approachTitle: 'How to find us',
    hoursTitle: 'Opening hours',
    legalLabel: 'Legal',
    imprint: 'Imprint',
    privacy: 'Privacy',
    demoNote: 'A demo website. Havelblick Immobilien is a fictitious company.',
    demoLink: 'Designed by Sternsinger Webdesign',
    backToTop: 'Back to top',
    copyright: (year) => `© ${year} ${name}`,
  },
  floating: {
    label: 'Quick contact',
    phone: 'Call us',
    chat: 'Message us',
    email: 'Write an e-mail',
  },
  contactLines: { phoneLabel: 'Phone', emailLabel: 'E-mail' },
  notFound: {
    code: '404',
    heading: 'Page not found',
    hint: (seconds) =>
      `You will be redirected automatically (${seconds} ${seconds === 1 ? 'second' : 'seconds'}).`,
    homeLink: 'To the home page',
  },
  legal: {
    demoNotice:
      'Havelblick Immobilien is a fictitious company: this website is a demo. The operator of this website is responsible for its content:',
    loading: 'Loading details …',
    error: 'The operator’s details could not be loaded.',
    retry: 'Try again',
    imprint: {
      eyebrow: 'Legal',
      title: 'Imprint',
      operatorHeading: 'Information according to § 5 DDG (German Digital Services Act)',
      ownerLabel: 'Represented by',
      contactHeading: 'Contact',
      registerHeading: 'Register entry',
      vatHeading: 'VAT',
      vatText: 'VAT identification number according to § 27a UStG:',
      disputeHeading: 'Consumer dispute resolution',
      disputeText:
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
    },
    privacy: {
      eyebrow: 'Legal',
      title: 'Privacy policy',
      controllerHeading: 'Controller',
      sections: [
        {
          heading: 'What data we process',
          paragraphs: [
            'When you open these pages, our server processes technically necessary data (IP address, time, requested address, browser identification) to deliver the pages and to fend off attacks. These logs are deleted after 14 days at the latest. The legal basis is Art. 6(1)(f) GDPR.',
            'We use no tracking or analytics tools and load no fonts or images from other servers.',
          ],
        },
        {
          heading: 'Contact form',
          paragraphs: [
            'The contact form of this demo sends no data: name, e-mail address and message are only checked in your browser and are neither transmitted nor stored.',
          ],
        },
        {
          heading: 'Map',
          paragraphs: [
            'The map on the contact page loads only after you click “Agree & show”. Your browser then fetches map tiles from OpenStreetMap (OpenStreetMap Foundation, St John’s Innovation Centre, Cambridge, United Kingdom), which transmits your IP address. The legal basis is your consent under Art. 6(1)(a) GDPR.',
            'We keep your decision in your browser’s local storage (no cookie). You can withdraw your consent at any time with effect for the future: click “Hide map” beside the map. The map disappears, the stored decision is deleted and your browser fetches no more map tiles, on the other pages of this website either, until you agree again. Deleting this website’s data in your browser has the same effect.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.',
          ],
        },
      ],
    },
  },
};
