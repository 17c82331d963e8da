/** What the page marks itself with (spec 3 §4 "Country and access"). */
export interface PageMarkerState {
  loggedIn: boolean;
  /** account details flag: the player may be under age */
  potentialMinor: boolean;
  /** pay-and-play deposit is allowed here (front-end setting payAndPlay, by country) */
  payAndPlayAllowed: boolean;
  /** embedded in the poker client (customerApp=poker or a /poker-login path) */
  pokerApp: boolean;
  /** ISO3 of the applied country rules (the served settings' market), null for the international default */
  appliedCountry: string | null;
}

/** Body classes for the state: stylesheets and the CMS hang country and audience rules on them. */
export function pageMarkers(state: PageMarkerState): string[] {
  const uk = state.appliedCountry === 'GBR';
  return [
    state.loggedIn ? 'logged-in' : 'logged-out',
    ...(state.potentialMinor ? ['potential-minor'] : []),
    ...(state.payAndPlayAllowed ? ['pay-and-play-allowed'] : []),
    ...(state.pokerApp ? ['poker-app'] : []),
    ...(uk ? ['uk-rules'] : []),
    ...(uk && state.potentialMinor ? ['uk-minors'] : []),
  ];
}
