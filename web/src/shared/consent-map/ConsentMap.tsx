import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from '../class-names';
import styles from './ConsentMap.module.css';
import type { ConsentMapTexts } from './consent-map-texts';
import { hasMapsConsent, storeMapsConsent } from './maps-consent';

export interface ConsentMapProps {
  center: [number, number];
  zoom: number;
  markerTitle: string;
  texts: ConsentMapTexts;
  className?: string;
}

type MapStatus = 'loading' | 'ready' | 'failed';

const noSubscription = () => () => {};

/**
 * A yes remembered from an earlier visit. The pre-rendered page cannot know it, so it asks; the
 * browser then switches to the map right after hydration instead of mismatching the markup.
 */
function useRememberedConsent(): boolean {
  return useSyncExternalStore(noSubscription, hasMapsConsent, () => false);
}

/** An OpenStreetMap map that loads nothing external until the visitor agrees. */
export function ConsentMap({ center, zoom, markerTitle, texts, className }: ConsentMapProps) {
  const remembered = useRememberedConsent();
  const [givenNow, setGivenNow] = useState(false);
  const consent = remembered || givenNow;
  const [status, setStatus] = useState<MapStatus>('loading');
  const container = useRef<HTMLDivElement>(null);
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
      handle?.remove();
    };
  }, [consent, lat, lng, zoom, markerTitle]);

  const agree = () => {
    storeMapsConsent();
    setGivenNow(true);
  };

  return (
    <div className={cx(styles.frame, className)}>
      {consent ? (
        <div
          ref={container}
          className={styles.map}
          role="region"
          aria-label={texts.mapLabel}
          aria-busy={status === 'loading'}
          data-status={status}
        />
      ) : (
        <div className={styles.consent}>
          <p className={styles.notice}>{texts.notice}</p>
          <button type="button" className={styles.button} onClick={agree}>
            {texts.button}
          </button>
        </div>
      )}
    </div>
  );
}
