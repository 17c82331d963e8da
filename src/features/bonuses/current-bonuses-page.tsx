import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentBonus, CurrentBonusesData } from '../../api/endpoints';
import { localizeApiError } from '../../api/localize-api-error';
import { formatMoney } from '../../catalogues/format-money';
import { wageringProgress } from '../../engine/wagering-progress';
import type { RootStore } from '../../stores/root-store';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { PageLayout } from '../../ui/page-layout';
import { newIdempotencyKey, type IdempotencyKey } from '../../engine/idempotency-key';
import '../../ui/password-dialog/password-dialog.css';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { useLanguagePath } from '../../ui/use-language-path';
import { BonusForfeitDialog } from './bonus-forfeit-dialog';
import './bonuses.css';

/** How long the forfeit's error stays (the spec's auto-hiding notices). */
const NOTICE_MS = 8000;

/**
 * /my/current-bonuses (spec 3 §2 popover link, issue 16 §4): the bonuses the player holds — what it
 * gave (money or free spins), its wagering requirement wagered so far, when it expires — each with
 * Forfeit bonus behind a confirmation. Forfeiting reloads the list and the wallet (the header's
 * balance and free spins change with it). Each confirmation dialog is one attempt with its own
 * idempotency key (a retry after a lost answer cannot forfeit twice).
 */
export default function CurrentBonusesPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('bonuses');
  const { t: tApi } = useTranslation();
  const at = useLanguagePath();
  const { state, retry } = useAccountData<CurrentBonusesData>((signal) => store.api.call('currentBonuses', undefined, { signal }));
  const [asking, setAsking] = useState<CurrentBonus | null>(null);
  const [busy, setBusy] = useState(false);
  const [forfeited, setForfeited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [list, setList] = useState<CurrentBonus[] | null>(null);
  const attempt = useRef<IdempotencyKey | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const bonuses = list ?? (state.status === 'loaded' ? state.data.bonuses : []);

  const forfeit = async (bonus: CurrentBonus) => {
    setBusy(true);
    setError(null);
    attempt.current ??= newIdempotencyKey();
    const result = await store.api.call('forfeitBonus', { bonusId: bonus.bonusId }, { idempotencyKey: attempt.current });
    setBusy(false);
    setAsking(null);
    // a refusal or a success ends the attempt; a lost answer keeps its key for the next try
    if (result.ok || result.error.kind === 'server') attempt.current = null;
    if (!result.ok) {
      setError(localizeApiError(result.error, tApi));
      return;
    }
    setList(result.data.bonuses);
    setForfeited(bonus.title);
    void store.wallet.load();
  };

  return (
    <PageLayout id="current-bonuses" title={t('bonuses.currentTitle')}>
      <AccountSubMenu />
      <AutoHidingNotice message={error} hideAfterMs={NOTICE_MS} />
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
      {asking && <BonusForfeitDialog title={asking.title} busy={busy} onConfirm={() => void forfeit(asking)} onCancel={() => setAsking(null)} />}
    </PageLayout>
  );
}
