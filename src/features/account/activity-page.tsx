import { useTranslation } from 'react-i18next';
import type { ActivityData } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import './account.css';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';

/**
 * /my/activity (logged in): the account's recent logins, logouts and failed logins with time, IP
 * address and device, newest first — so a player notices a login that was not theirs.
 */
export default function ActivityPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('account');
  const { state, retry } = useAccountData<ActivityData>((signal) => store.api.call('playerActivity', undefined, { signal }));
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PageLayout id="activity" title={t('activity.title')}>
      <AccountSubMenu />
      <p>{t('activity.intro')}</p>
      {state.status !== 'loaded' ? (
        <AccountDataStatus state={state} onRetry={retry} />      ) : state.data.entries.length === 0 ? (
        <p>{t('activity.empty')}</p>
      ) : (
        // a wide table scrolls on phones: the region takes focus so the keyboard can scroll it
        <div className="account__table-wrap" role="region" aria-label={t('activity.caption')} tabIndex={0}>
          <table className="account__table">
            <caption className="visually-hidden">{t('activity.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.columns.at')}</th>
                <th scope="col">{t('activity.columns.kind')}</th>
                <th scope="col">{t('activity.columns.ipAddress')}</th>
                <th scope="col">{t('activity.columns.device')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.entries.map((entry) => (
                <tr key={`${entry.at}-${entry.kind}`} className={entry.kind === 'failedLogin' ? 'account__row--warning' : undefined}>
                  <td>
                    <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                  </td>
                  <td>{t(`activity.kinds.${entry.kind}`)}</td>
                  <td>{entry.ipAddress}</td>
                  <td>{entry.device}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageLayout>
  );
}
