/** Anything content-managed that carries visibility markers: a page, a content block, a slider. */
export interface MarkedContent {
  markers?: readonly string[];
}

/** Who looks: guest or player, the player's groups (account details) and, for sliders, the device. */
export interface ContentViewer {
  loggedIn: boolean;
  groups?: readonly string[];
  /** mobile layout: set it for sliders only, pages and blocks ignore the device markers */
  mobile?: boolean;
}

const RESERVED_MARKERS = new Set(['none', 'prelogin', 'postlogin', 'mobile-only', 'not-mobile']);

const normalise = (values: readonly string[] = []) => values.map((value) => value.trim().toLowerCase()).filter((value) => value !== '');

/**
 * The one visibility rule of content (spec 1 §6, spec 3 §4): `none` hides from all, `prelogin`
 * from players, `postlogin` from guests; any other marker names a group and the content is
 * shown only to members of one listed group, never to guests (case-insensitive). Sliders (a
 * viewer with `mobile` set) also honour `mobile-only` / `not-mobile`; those words are never
 * group names. `viewer` may be just "logged in?" with the player's groups beside it.
 */
export function isPageVisible(content: MarkedContent, viewer: ContentViewer | boolean, playerGroups?: readonly string[]): boolean {
  const { loggedIn, groups = playerGroups, mobile } = typeof viewer === 'boolean' ? { loggedIn: viewer } : viewer;
  const markers = normalise(content.markers);
  if (markers.includes('none')) return false;
  if (markers.includes('prelogin') && loggedIn) return false;
  if (markers.includes('postlogin') && !loggedIn) return false;
  if (mobile !== undefined) {
    if (markers.includes('mobile-only') && !mobile) return false;
    if (markers.includes('not-mobile') && mobile) return false;
  }
  const listed = markers.filter((marker) => !RESERVED_MARKERS.has(marker));
  if (listed.length === 0) return true;
  if (!loggedIn) return false;
  const own = new Set(normalise(groups));
  return listed.some((group) => own.has(group));
}
