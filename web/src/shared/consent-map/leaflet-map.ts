// Loaded only after consent (see ConsentMap): Leaflet, its CSS and the tiles stay out of the
// main bundle and no request reaches OpenStreetMap before the visitor agreed.
import 'leaflet/dist/leaflet.css';
import { Icon, map as createMap, marker, tileLayer } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

export interface LeafletMapOptions {
  center: [number, number];
  zoom: number;
  markerTitle: string;
}

/** The handle ConsentMap keeps to tear the map down on unmount. */
export interface LeafletMapHandle {
  remove: () => void;
}

// Leaflet guesses its image folder from the CSS at runtime, which bundlers break; the bundled
// URLs are complete, so the guessed prefix must be empty.
Icon.Default.imagePath = '';
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export function createLeafletMap(
  container: HTMLElement,
  { center, zoom, markerTitle }: LeafletMapOptions,
): LeafletMapHandle {
  // Wheel zoom off at first, so scrolling the page past the map does not get caught by it.
  const map = createMap(container, { center, zoom, scrollWheelZoom: false });
  tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution:
      '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
  }).addTo(map);
  marker(center, { title: markerTitle, alt: markerTitle }).addTo(map);

  const enableWheel = () => map.scrollWheelZoom.enable();
  const disableWheel = () => map.scrollWheelZoom.disable();
  map.on('focus click', enableWheel);
  map.on('blur', disableWheel);
  return { remove: () => map.remove() };
}
