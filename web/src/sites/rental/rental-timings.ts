/** Durations (in milliseconds) and distances from the spec (rental §2, §4, §5, §9). */
export const rentalTimings = {
  /** How long a failed login shows its message. */
  loginFailureMs: 3000,
  /** How long the logout note shows before the home page. */
  logoutRedirectMs: 3000,
  /** How long the register success note shows before the form clears. */
  registerSuccessMs: 3000,
  /** How long the recover note shows before the screen returns to Login. */
  recoverReturnMs: 5000,
  /** How long a changed password is confirmed before the Login screen. */
  resetSuccessRedirectMs: 3000,
  /**
   * How long a saved vehicle's success note shows before the overview of its type: the spec's
   * banners stay about 3 s and move on after about 3.3 to 3.8 s.
   */
  vehicleSavedRedirectMs: 3500,
  /** How long the 404 page waits before it sends the visitor home. */
  notFoundRedirectMs: 5000,
  /** Scroll distance in pixels after which the navbar sticks to the top. */
  stickyNavbarAfterPx: 350,
} as const;
