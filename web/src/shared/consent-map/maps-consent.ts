/** Where the visitor's yes to the external map is remembered (spec §4: later visits load it). */
export const mapsConsentKey = 'mapsConsent';

/** Tells the maps of this document that the stored answer changed (`storage` tells other tabs). */
const changeEvent = 'maps-consent-change';

export function hasMapsConsent(): boolean {
  try {
    return localStorage.getItem(mapsConsentKey) === 'true';
  } catch {
    // Storage blocked (private mode, strict settings): ask again, the map is never forced.
    return false;
  }
}

/** Whether the yes was stored; when not, it still counts for this page view only. */
export function storeMapsConsent(): boolean {
  try {
    localStorage.setItem(mapsConsentKey, 'true');
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(changeEvent));
  return true;
}

/** Forgets the yes, for every page of the origin and for open tabs (they hide their maps). */
export function withdrawMapsConsent(): void {
  try {
    localStorage.removeItem(mapsConsentKey);
  } catch {
    // Nothing could have been stored either.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` whenever the stored answer may have changed, here or in another tab. */
export function subscribeToMapsConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the whole storage was cleared.
    if (event.key === mapsConsentKey || event.key === null) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
