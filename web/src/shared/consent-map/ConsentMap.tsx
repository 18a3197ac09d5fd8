import { Fragment, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from '../class-names';
import styles from './ConsentMap.module.css';
import type { ConsentMapTexts } from './consent-map-texts';
import {
  hasMapsConsent,
  storeMapsConsent,
  subscribeToMapsConsent,
  withdrawMapsConsent,
} from './maps-consent';

export interface ConsentMapProps {
  center: [number, number];
  zoom: number;
  markerTitle: string;
  texts: ConsentMapTexts;
  className?: string;
}

type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * The stored yes, followed live (given or withdrawn here or in another tab). The pre-rendered
 * page cannot know it, so it asks; the browser then switches to the map right after hydration
 * instead of mismatching the markup.
 */
function useStoredConsent(): boolean {
  return useSyncExternalStore(subscribeToMapsConsent, hasMapsConsent, () => false);
}

/**
 * An OpenStreetMap map that loads nothing external until the visitor agrees, and that the
 * visitor can hide again: that withdraws the consent (spec §4's yes is remembered, so its
 * withdrawal must be as easy).
 */
export function ConsentMap({ center, zoom, markerTitle, texts, className }: ConsentMapProps) {
  const stored = useStoredConsent();
  /** A yes the browser's storage refused to keep: it counts for this page view only. */
  const [unstored, setUnstored] = useState(false);
  const consent = stored || unstored;
  const [status, setStatus] = useState<MapStatus>('loading');
  const container = useRef<HTMLDivElement>(null);
  const consentButton = useRef<HTMLButtonElement>(null);
  const focusConsentButton = useRef(false);
  const noticeId = useId();
  const [lat, lng] = center;

  useEffect(() => {
    const element = container.current;
    if (!consent || !element) return;
    let cancelled = false;
    let handle: { remove: () => void } | null = null;
    import('./leaflet-map')
      .then(({ createLeafletMap }) => {
        if (cancelled) return;
        handle = createLeafletMap(element, { center: [lat, lng], zoom, markerTitle });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        // Offline or a failed chunk: the page stays usable, the map area says so visually.
        console.error('The map could not be loaded', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      // Stops the tiles still loading too: nothing more reaches the tile server.
      handle?.remove();
    };
  }, [consent, lat, lng, zoom, markerTitle]);

  // The hide button vanished with the map: keyboard and screen-reader users continue on the
  // button that would bring it back, next to the notice that says why it is gone.
  useEffect(() => {
    if (consent || !focusConsentButton.current) return;
    focusConsentButton.current = false;
    consentButton.current?.focus();
  }, [consent]);

  const agree = () => {
    if (!storeMapsConsent()) setUnstored(true);
  };

  const hide = () => {
    focusConsentButton.current = true;
    setUnstored(false);
    setStatus('loading');
    withdrawMapsConsent();
  };

  return (
    <div className={cx(styles.frame, className)}>
      {/* Keys: React must not reuse Leaflet's container as the notice's box. */}
      {consent ? (
        <Fragment key="map">
          <div
            ref={container}
            className={styles.map}
            role="region"
            aria-label={texts.mapLabel}
            aria-busy={status === 'loading'}
            data-status={status}
          />
          <button type="button" className={styles.hide} onClick={hide}>
            {texts.hide}
          </button>
        </Fragment>
      ) : (
        <div key="consent" className={styles.consent}>
          <p id={noticeId} className={styles.notice}>
            {texts.notice}
          </p>
          <button
            ref={consentButton}
            type="button"
            className={styles.button}
            aria-describedby={noticeId}
            onClick={agree}
          >
            {texts.button}
          </button>
        </div>
      )}
    </div>
  );
}
