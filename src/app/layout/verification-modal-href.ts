import type { Location } from 'react-router-dom';
import type { ContactChannel } from '../../api/endpoints';

/** The current page with `?modal=verification&channel=<channel>` (a dialog on every screen size). */
export function verificationModalHref(location: Pick<Location, 'pathname' | 'search'>, channel: ContactChannel): string {
  const params = new URLSearchParams(location.search);
  params.set('modal', 'verification');
  params.set('channel', channel);
  return `${location.pathname}?${params.toString()}`;
}
