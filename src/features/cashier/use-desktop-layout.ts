import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../../catalogues/breakpoints';

/** Desktop layout from 1024 px (spec 2 §2: radio list on desktop, dropdown on mobile). */
export function useDesktopLayout(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(DESKTOP_MEDIA_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_MEDIA_QUERY).matches, () => false);
}
