import { createContext, useContext, type MouseEvent } from 'react';

type InPageLinkHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

/** The layout's smooth hash scrolling (with the navbar offset), for `<a href="#…">` links. */
export const InPageLinkContext = createContext<InPageLinkHandler>(() => undefined);

export function useInPageLink(): InPageLinkHandler {
  return useContext(InPageLinkContext);
}
