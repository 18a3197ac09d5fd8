/**
 * The two viewports. Every test runs on the desktop; a test whose outcome depends on the viewport
 * (layout, overlays, sticky and fixed bars, touch, the phone menus, focus hidden by something,
 * scrolling, markup that scripts choose by screen size) carries PHONE_TAG and runs on the phone
 * too. Journeys through forms and data do not: the same requests and rules run at any size.
 */
export const PHONE_TAG = '@phone';

export const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };

export const PHONE_VIEWPORT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
