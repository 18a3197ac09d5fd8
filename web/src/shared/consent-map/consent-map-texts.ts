/** What the consent overlay and the map region say. */
export interface ConsentMapTexts {
  notice: string;
  button: string;
  /** Beside the loaded map: removes it and withdraws the consent. */
  hide: string;
  /** The map region's accessible name, e.g. 'Karte: unser Büro in Berlin'. */
  mapLabel: string;
}

// The spec's wording names Google Maps; the tiles come from OpenStreetMap, so we say so.
export const consentMapTextsDe: Omit<ConsentMapTexts, 'mapLabel'> = {
  notice:
    'Inhalte von OpenStreetMap werden aufgrund der aktuellen Cookie-Einstellungen nicht angezeigt. Klicke auf “Zustimmen & anzeigen”, um den Inhalt anzusehen.',
  button: 'Zustimmen & anzeigen',
  hide: 'Karte ausblenden',
};

export const consentMapTextsEn: Omit<ConsentMapTexts, 'mapLabel'> = {
  notice:
    'OpenStreetMap content is not shown because of the current cookie settings. Click “Agree & show” to view it.',
  button: 'Agree & show',
  hide: 'Hide map',
};
