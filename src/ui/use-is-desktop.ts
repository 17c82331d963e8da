import { DESKTOP_MEDIA_QUERY } from '../catalogues/breakpoints';
import { useMediaQuery } from './use-media-query';

/** Spec 1 §9: header mobile layout under 1024 px; login/registration are modals, tabs and radio lists from 1024 px up. */
export const DESKTOP_QUERY = DESKTOP_MEDIA_QUERY;

/** Whether the desktop layout applies now (every layer that differs by device reads this one hook). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
