import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { storedGameSession } from './stored-game-session';

/** The marker a game provider puts in the casino's address when the player leaves the game (spec 3 §4). */
export const GAMING_EXIT_PARAM = 'gaming';

/**
 * `?gaming=exit` on any page (the provider sends the player back to the casino): the active
 * game session is closed (keepalive), the stored id cleared and the marker removed from the
 * address. Mounted once by the app shell; renders nothing.
 */
export const GamingExit = observer(function GamingExit({ store }: { store: RootStore }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(GAMING_EXIT_PARAM) !== 'exit' || handled.current === location.key) return;
    handled.current = location.key;
    const id = storedGameSession.read();
    storedGameSession.clear();
    if (id !== null) void store.api.call('closeGameSession', { gameSessionId: id }, { keepalive: true });
    params.delete(GAMING_EXIT_PARAM);
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate, store]);
  return null;
});
