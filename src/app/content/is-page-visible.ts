import type { ContentPage } from '../../stores/boot-store';

/**
 * Visibility markers of CMS pages (spec 3 §4): none hides from all, prelogin from players,
 * postlogin from guests; any other marker is a group list, shown only to members (never guests).
 */
export function isPageVisible(page: ContentPage, loggedIn: boolean, playerGroups: readonly string[] = []): boolean {
  const markers = (page.markers ?? []).map((marker) => marker.toLowerCase());
  if (markers.includes('none')) return false;
  if (markers.includes('prelogin') && loggedIn) return false;
  if (markers.includes('postlogin') && !loggedIn) return false;
  const groups = markers.filter((marker) => marker !== 'prelogin' && marker !== 'postlogin');
  if (groups.length === 0) return true;
  if (!loggedIn) return false;
  const own = playerGroups.map((group) => group.toLowerCase());
  return groups.some((group) => own.includes(group));
}
