/**
 * The one script a pre-rendered page fetches before its first paint (web/scripts/prerender puts
 * it in place of the app's): it starts the app's scripts once the page has painted. The page reads
 * without them; fetched and run before the paint, they would take a phone's bandwidth and CPU
 * from it. The app shell (pages that render in the browser only) loads the app directly.
 */

/** What a page lists in its `#page-scripts` element: the app's entry and the modules it needs. */
export interface PageScripts {
  entry: string;
  preload: string[];
}

export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Preloads the page's modules, all at once, and runs the entry. */
export function startPageScripts(
  { entry, preload }: PageScripts,
  doc: Document,
  run: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<unknown> {
  for (const href of preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return run(entry);
}

/**
 * Calls back once the document has painted: a frame's callbacks run just before it is painted,
 * a task queued from one runs after. A hidden tab paints nothing (and gets no frames): at once.
 */
export function afterFirstPaint(callback: () => void, doc: Document, win: Window): void {
  if (doc.visibilityState === 'hidden') {
    callback();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(callback, 0));
}

const listed = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
if (listed) {
  const scripts = JSON.parse(listed) as PageScripts;
  afterFirstPaint(() => void startPageScripts(scripts, document), document, window);
}
