import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GameDialog } from './game-dialog';

interface RealityCheckDialogProps {
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

/**
 * The reality-check reminder (UKGC RTS 13; settings fe.timeLimits): over the game, which waits
 * behind the modal, it says how long the player has been playing since when, and offers to
 * continue (the next reminder one interval later), to leave the game (the session is closed)
 * or to look at the account history.
 */
export function RealityCheckDialog({ startedAt, shownAt, intervalMs, historyHref, onContinue, onLeave }: RealityCheckDialogProps) {
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
