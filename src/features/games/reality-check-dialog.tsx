import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameSessionPlay } from '../../api/endpoints';
import { formatMoney } from '../../catalogues/format-money';
import { centsDecimal, decimalCents } from '../../engine/money/decimal-cents';
import type { ApiPort } from '../../stores/api-port';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { GameDialog } from './game-dialog';

interface RealityCheckDialogProps {
  api: ApiPort;
  gameSessionId: string;
  /** Date.now() when the session started */
  startedAt: number;
  /** Date.now() when this reminder came up */
  shownAt: number;
  /** the interval between reminders */
  intervalMs: number;
  /** the player's game transactions */
  historyHref: string;
  onContinue: () => void;
  onLeave: () => void;
}

const MINUTE_MS = 60_000;

/** Wins minus bets as a signed 2-decimal string, in whole cents (never float arithmetic). */
function netOf(play: GameSessionPlay): string {
  const net = (decimalCents(play.wins) ?? 0) - (decimalCents(play.bets) ?? 0);
  return `${net < 0 ? '-' : ''}${centsDecimal(Math.abs(net))}`;
}

/** The session's bets, wins and their balance as the platform reports them when the reminder comes up. */
function SessionPlay({ api, gameSessionId, shownAt }: { api: ApiPort; gameSessionId: string; shownAt: number }) {
  const { t } = useTranslation('games');
  const { state } = useAccountData<GameSessionPlay>((signal) => api.call('gameSessionPlay', { gameSessionId }, { signal }), `${gameSessionId}@${shownAt}`);
  if (state.status === 'loading') return <p aria-busy="true">{t('realityCheck.playLoading')}</p>;
  if (state.status === 'failed') return <p>{t('realityCheck.playFailed')}</p>;
  const play = state.data;
  return (
    <dl className="game-dialog__play">
      <dt>{t('realityCheck.bets')}</dt>
      <dd>{formatMoney(play.bets, play.currency)}</dd>
      <dt>{t('realityCheck.wins')}</dt>
      <dd>{formatMoney(play.wins, play.currency)}</dd>
      <dt>{t('realityCheck.net')}</dt>
      <dd>{formatMoney(netOf(play), play.currency)}</dd>
    </dl>
  );
}

/**
 * The reality-check reminder (UKGC RTS 13; settings fe.timeLimits): over the game, which waits
 * behind the modal, it says how long the player has been playing since when and what was bet and
 * won in the session (the platform's figures, fetched each time it comes up), and offers to
 * continue (the next reminder one interval later), to leave the game (the session is closed)
 * or to look at the account history.
 */
export function RealityCheckDialog({ api, gameSessionId, startedAt, shownAt, intervalMs, historyHref, onContinue, onLeave }: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation('games');
  const played = Math.max(0, Math.floor((shownAt - startedAt) / MINUTE_MS));
  const hours = Math.floor(played / 60);
  const minutes = played % 60;
  const duration = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  const since = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { timeStyle: 'short' }).format(new Date(startedAt));
  return (
    <GameDialog labelledBy="reality-check-title">
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.played', { duration, since })}</p>
      <SessionPlay api={api} gameSessionId={gameSessionId} shownAt={shownAt} />
      <p>{t('realityCheck.interval', { minutes: Math.round(intervalMs / MINUTE_MS) })}</p>
      <div className="game-dialog__actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('realityCheck.continue')}
        </button>
        <button type="button" className="button" onClick={onLeave}>
          {t('realityCheck.leave')}
        </button>
        <Link to={historyHref}>{t('realityCheck.history')}</Link>
      </div>
    </GameDialog>
  );
}
