import { appTexts } from './app-texts';

/** Shown while a site's chunk loads on the first visit; usually for a few milliseconds. */
export function PageLoading() {
  return (
    <p role="status" className="visually-hidden">
      {appTexts.loading}
    </p>
  );
}
