/** Where the (fictional) rental lies: a jetty on Lake Scharmützel, Brandenburg. */
export const rentalLocation = {
  street: 'Seestraße 12',
  postalCodeAndCity: '15526 Bad Saarow',
  center: [52.2866, 14.0628] as [number, number],
  /** The boat-rental map's zoom (spec §4, §9). */
  mapZoom: 9,
  /** Opens in a new tab only when the visitor clicks it. */
  routeUrl: 'https://www.openstreetmap.org/?mlat=52.2866&mlon=14.0628#map=15/52.2866/14.0628',
  /** The rental's messenger page; the chat app number is the operator's phone. */
  messengerUrl: 'https://m.me/RentalRevolution',
} as const;
