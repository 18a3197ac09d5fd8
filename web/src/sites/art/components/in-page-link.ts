import { createContext, useContext, type MouseEvent } from 'react';

type InPageLinkHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

/** The layout's hash-scroll click handler, for `<a href="#id">` links inside a page. */
export const InPageLinkContext = createContext<InPageLinkHandler | undefined>(undefined);

/** Scrolls an in-page link's target into place with the site's -74 px offset (spec §9). */
export function useInPageLink(): InPageLinkHandler | undefined {
  return useContext(InPageLinkContext);
}
