import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyContent } from '../../api/endpoints';
import { useRootStore } from '../hooks/use-root-store';

export type LobbyState = { status: 'loading' } | { status: 'ready'; lobby: LobbyContent } | { status: 'failed' };

/** Same-origin image paths only (the CSP's img-src 'self'): anything else from the CMS is dropped. */
const sameOriginImage = (path: unknown): boolean => typeof path === 'string' && /^\/cms\/[a-z0-9/_-]+\.svg$/.test(path);

/** The CMS lobby (banners and game tiles) in the page's language for the home page; a failed call leaves the page without them. */
export function useLobby(): LobbyState {
  const { api } = useRootStore();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<LobbyState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void api.call<LobbyContent>('lobby', { lang }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ status: 'failed' });
      const lobby: LobbyContent = {
        banners: result.data.banners.filter((banner) => sameOriginImage(banner.image)),
        games: result.data.games.filter((game) => sameOriginImage(game.image)),
      };
      setState({ status: 'ready', lobby });
    });
    return () => controller.abort();
  }, [api, lang]);
  return state;
}
