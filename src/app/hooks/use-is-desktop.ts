import { DESKTOP_MEDIA_QUERY } from '../../catalogues/breakpoints';
import { useMediaQuery } from './use-media-query';

/** Spec: header mobile layout under 1024 px; login/registration are modals from 1024 px up. */
export const DESKTOP_QUERY = DESKTOP_MEDIA_QUERY;

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
