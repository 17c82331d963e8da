import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentBonus, CurrentBonusesData } from '../../api/endpoints';
import { formatMoney } from '../../catalogues/format-money';
import { wageringProgress } from '../../engine/wagering-progress';
import type { RootStore } from '../../stores/root-store';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { PageLayout } from '../../ui/page-layout';
import '../../ui/password-dialog/password-dialog.css';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { useKeyedAction } from '../../ui/use-keyed-action';
import { useLanguagePath } from '../../ui/use-language-path';
import { BonusForfeitDialog } from './bonus-forfeit-dialog';
import './bonuses.css';

/** How long the forfeit's error stays (the spec's auto-hiding notices). */
const NOTICE_MS = 8000;

/**
 * /my/current-bonuses (spec 3 §2 popover link, issue 16 §4): the bonuses the player holds — what it
 * gave (money or free spins), its wagering requirement wagered so far, when it expires — each with
 * Forfeit bonus behind a confirmation. Forfeiting reloads the list and the wallet (the header's
 * balance and free spins change with it). Forfeiting is a keyed action per bonus (useKeyedAction): a
 * retry after a lost answer sends the same key (the bonus cannot be forfeited twice), a refusal or a
 * success ends the attempt, and another bonus never shares its key.
 */
export default function CurrentBonusesPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('bonuses');
  const at = useLanguagePath();
  const { state, retry } = useAccountData<CurrentBonusesData>((signal) => store.api.call('currentBonuses', undefined, { signal }));
  const [asking, setAsking] = useState<CurrentBonus | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  const [forfeited, setForfeited] = useState<string | null>(null);
  const [list, setList] = useState<CurrentBonus[] | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const bonuses = list ?? (state.status === 'loaded' ? state.data.bonuses : []);
  const forfeit = useKeyedAction(
    (bonusId: string, idempotencyKey) => store.api.call('forfeitBonus', { bonusId }, { idempotencyKey }),
    (bonusId, data) => {
      setForfeited(bonuses.find((bonus) => bonus.bonusId === bonusId)?.title ?? null);
      setList(data.bonuses);
      void store.wallet.load();
    },
  );

  // the dialog closes with the answer; a refusal or a lost answer is the auto-hiding notice
  const confirm = async (bonus: CurrentBonus) => {
    setTried(bonus.bonusId);
    await forfeit.act(bonus.bonusId);
    setAsking(null);
  };

  return (
    <PageLayout id="current-bonuses" title={t('bonuses.currentTitle')}>
      <AccountSubMenu />
      <AutoHidingNotice message={tried === null ? null : forfeit.errorOf(tried)} hideAfterMs={NOTICE_MS} />
      {forfeited && (
        <p role="status" className="bonuses__done">
          {t('bonuses.forfeited', { title: forfeited })}
        </p>
      )}
      {state.status !== 'loaded' ? (
        <AccountDataStatus state={state} onRetry={retry} />
      ) : bonuses.length === 0 ? (
        <div className="bonuses__empty">
          <p>{t('bonuses.none')}</p>
          <p>
            <Link to={at('/my/available-bonuses')}>{t('bonuses.seeAvailable')}</Link>
          </p>
        </div>
      ) : (
        <ul className="bonuses__list">
          {bonuses.map((bonus) => {
            const progress = wageringProgress(bonus.currentTurnover, bonus.totalTurnover);
            return (
              <li key={bonus.bonusId} className="bonuses__card">
                <h2>{bonus.title}</h2>
                <dl>
                  <dt>{t('bonuses.type')}</dt>
                  <dd>{t(`bonuses.types.${bonus.bonusType}`)}</dd>
                  <dt>{t('bonuses.value')}</dt>
                  <dd>{bonus.bonusType === 'freeSpin' ? t('bonuses.spins', { count: bonus.freeSpins ?? 0 }) : formatMoney(bonus.amount ?? '0.00', bonus.currency)}</dd>
                  <dt>{t('bonuses.wagering')}</dt>
                  <dd>
                    {progress
                      ? t('bonuses.wagered', { current: formatMoney(progress.current, bonus.currency), total: formatMoney(progress.total, bonus.currency), percent: progress.percentDone })
                      : t('bonuses.noWagering')}
                  </dd>
                  <dt>{t('bonuses.expires')}</dt>
                  <dd>
                    <time dateTime={bonus.expiresAt}>{date.format(new Date(bonus.expiresAt))}</time>
                  </dd>
                </dl>
                <button type="button" className="button button--secondary" onClick={() => setAsking(bonus)} aria-label={t('bonuses.forfeitNamed', { title: bonus.title })}>
                  {t('bonuses.forfeit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {asking && <BonusForfeitDialog title={asking.title} busy={forfeit.busy !== null} onConfirm={() => void confirm(asking)} onCancel={() => setAsking(null)} />}
    </PageLayout>
  );
}
