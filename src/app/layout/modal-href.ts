import type { Location } from 'react-router-dom';
import { modalRegistry, type ModalName } from '../modals/modal-registry';

/**
 * Where a link to a modal points: on desktop the current page with `?modal=`, on mobile the
 * modal's own page (spec 1 §2: login and registration are pages under 1024 px).
 */
export function modalHref(
  name: ModalName,
  desktop: boolean,
  location: Pick<Location, 'pathname' | 'search'>,
  localize: (path: string) => string,
): string {
  const mobilePath = modalRegistry[name].mobilePath;
  if (!desktop && mobilePath) return localize(mobilePath);
  const params = new URLSearchParams(location.search);
  params.set('modal', name);
  return `${location.pathname}?${params.toString()}`;
}
