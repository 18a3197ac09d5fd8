/** Where the visitor's yes to the external map is remembered (spec §4: later visits load it). */
export const mapsConsentKey = 'mapsConsent';

export function hasMapsConsent(): boolean {
  try {
    return localStorage.getItem(mapsConsentKey) === 'true';
  } catch {
    // Storage blocked (private mode, strict settings): ask again, the map is never forced.
    return false;
  }
}

export function storeMapsConsent(): void {
  try {
    localStorage.setItem(mapsConsentKey, 'true');
  } catch {
    // Not remembered, but the consent given now still counts for this page view.
  }
}
