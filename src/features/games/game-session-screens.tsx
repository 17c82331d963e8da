import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { GameSessionContext } from './game-session-context';
import type { GameSessionExtras } from './game-session-extras';
import { GAME_STARTED_KEY } from './stored-game-session';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionTimeDialog } from './session-time-dialog';

type Props = FlowScreenProps<GameSessionContext, GameSessionExtras>;

/** Error codes after which the same game may simply be tried again (spec 3 §8). */
const RETRYABLE = new Set([0, 1, 100, 205]);

/** The frame's place while the game starts or closes (the host shows the step's status line). */
function GameLoading() {
  return <div className="game-frame__frame game-frame__frame--placeholder" aria-hidden="true" />;
}

/**
 * The provider's game in a frame (the launch address from the start call, on the provider's
 * origin; the CSP allows it as frame-src). The page's visibility and its unloading are told to
 * the session manager; the session-time dialog opens over the game when the platform requires it,
 * the reality-check reminder when its interval has passed.
 */
function GameFrame({ context, send, extras, store }: Props) {
  const { t } = useTranslation('games');
  const started = context.started;
  useEffect(() => {
    const visibility = () => send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    const leave = () => send({ type: 'UNLOAD' });
    const own = started?.gameSessionId;
    // another tab started a game: the platform closed this one (spec 3 §3 end reason parallel)
    const parallel = (event: StorageEvent) => {
      if (event.key === GAME_STARTED_KEY && event.newValue !== null && event.newValue !== own) send({ type: 'PARALLEL' });
    };
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('storage', parallel);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('storage', parallel);
    };
  }, [send, started?.gameSessionId]);
  if (!started) return null;
  const name = extras.game?.name ?? context.game;
  return (
    <section className="game-frame" aria-labelledby="game-frame-title">
      <h2 id="game-frame-title" className="visually-hidden">
        {t('game.frameTitle', { name })}
      </h2>
      <div className="game-frame__bar">
        <span>{context.type === 'real' ? t('game.realMode') : t('game.demoMode')}</span>
        {context.failures > 0 && (
          <span role="status">{t('game.reconnecting', { count: context.failures })}</span>
        )}
        <button type="button" className="button" onClick={() => send({ type: 'EXIT' })}>
          {t('game.close')}
        </button>
      </div>
      <iframe
        className="game-frame__frame"
        title={t('game.frameTitle', { name })}
        src={started.url}
        sandbox="allow-scripts allow-same-origin allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
      />
      {started.sessionTimeIncreaseRequired && extras.playerId !== null && <SessionTimeDialog store={store} playerId={extras.playerId} />}
      {context.realityCheckShownAt !== null && context.startedAt !== null && (
        <RealityCheckDialog
          api={store.api}
          gameSessionId={started.gameSessionId}
          startedAt={context.startedAt}
          shownAt={context.realityCheckShownAt}
          intervalMs={context.realityCheckMs}
          historyHref={extras.historyHref}
          onContinue={() => send({ type: 'REALITY_CONTINUE' })}
          onLeave={() => send({ type: 'EXIT' })}
        />
      )}
    </section>
  );
}

function SessionEnded({ context, send, extras }: Props) {
  const { t } = useTranslation(['games', 'errors']);
  // 122: the session time limit is reached — the platform's message says until when; playing again would be refused
  const limitReached = context.endReason === 'sessionLimit';
  return (
    <div className="game-ended">
      <h2>{t('games:ended.title')}</h2>
      {limitReached && context.error ? (
        <p role="alert">{localizeApiError(context.error, t)}</p>
      ) : (
        <p role="status">{t(`games:ended.${context.endReason ?? 'exit'}`)}</p>
      )}
      <div className="game-frame__bar">
        {limitReached ? (
          <Link className="button button--primary" to={extras.limitsHref}>
            {t('games:ended.limits')}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RESTART' })}>
            {t('games:ended.again')}
          </button>
        )}
        <Link to={extras.lobbyHref}>{t('games:ended.lobby')}</Link>
      </div>
    </div>
  );
}

/** A start the platform refused (spec 3 §8 "Games"): its text and the way on that fits the code. */
function GameError({ context, send, extras }: Props) {
  const { t } = useTranslation(['games', 'errors']);
  const error = context.error;
  if (!error) return null;
  const code = Number(error.errorCode);
  const needsLogin = !extras.loggedIn && (code === 12 || code === 133);
  return (
    <div className="game-error">
      <h2>{t('games:error.title')}</h2>
      <p role="alert">{localizeApiError(error, t)}</p>
      <div className="game-frame__bar">
        {needsLogin && (
          <Link className="button button--primary" to={extras.loginHref}>
            {t('games:error.login')}
          </Link>
        )}
        {code === 12 && extras.loggedIn && (
          <Link className="button button--primary" to={extras.realHref}>
            {t('games:error.playReal')}
          </Link>
        )}
        {(code === 237 || code === 11) && extras.loggedIn && (
          <Link className="button button--primary" to={extras.depositHref}>
            {t('games:error.deposit')}
          </Link>
        )}
        {RETRYABLE.has(code) && (
          <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
            {t('games:error.retry')}
          </button>
        )}
        <Link to={extras.lobbyHref}>{t('games:ended.lobby')}</Link>
      </div>
    </div>
  );
}

export const gameSessionScreens: FlowScreenRegistry<GameSessionContext, GameSessionExtras> = {
  gameLoading: GameLoading,
  gameFrame: GameFrame,
  sessionEnded: SessionEnded,
  gameError: GameError,
};
