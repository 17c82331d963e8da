import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { LimitRegime } from '../../engine/limits/limit-regime';
import { offersTimeLimits, timeLimitsOf } from '../../engine/limits/time-limits';
import type { RootStore } from '../../stores/root-store';
import { useLanguagePath } from '../../ui/use-language-path';
import { offersMaxBalance, useLimitRegime } from './use-limit-regime';

interface SubMenuItem {
  label: string;
  path: string;
  hash?: string;
  shown?: boolean;
}

/**
 * The limits area's sub-menu (spec 3 §2): Gaming Limits, Deposit Limits, Net deposit threshold
 * (only with a permanent net deposit limit), Max balance (only when the player's regime offers it:
 * NLD rules), Session Time (unless the market offers neither reality checks nor session limits:
 * fe.timeLimits), Time out, Self-exclusion, Questionnaire and more information — the
 * same items and rules as the side menu's limits group (schemas/menus/side-menu.json). A page that
 * has already read the regime passes it; otherwise the menu reads it.
 */
export const LimitsSubMenu = observer(function LimitsSubMenu({ store, regime }: { store: RootStore; regime?: LimitRegime | null }) {
  const { t } = useTranslation('menu');
  const at = useLanguagePath();
  const location = useLocation();
  const details = store.player.details;
  const own = useLimitRegime(store, regime === undefined);
  const maxBalance = offersMaxBalance(regime === undefined ? own : regime);
  const items: SubMenuItem[] = [
    { label: 'limits.gaming', path: '/my/limits' },
    { label: 'limits.deposit', path: '/my/limits/deposit' },
    { label: 'limits.netDepositThreshold', path: '/my/limits/net-deposit', shown: details?.permanentNetDepositLimit != null },
    { label: 'limits.maxBalance', path: '/my/limits', hash: 'max-balance-limit-form', shown: maxBalance },
    { label: 'limits.sessionTime', path: '/my/limits/session', shown: offersTimeLimits(timeLimitsOf(store.settings.feValue('timeLimits'))) },
    { label: 'limits.timeOut', path: '/my/time-out' },
    { label: 'limits.selfExclusion', path: '/my/self-exclusion' },
    { label: 'limits.questionnaire', path: '/my/questionnaire' },
    { label: 'items.responsibleGambling', path: '/responsible-gambling' },
  ];
  return (
    <nav className="limits-menu" aria-label={t('items.limits')}>
      <ul>
        {items
          .filter((item) => item.shown !== false)
          .map((item) => {
            const target = at(item.path);
            const current = location.pathname === target && (item.hash === undefined ? location.hash === '' : location.hash === `#${item.hash}`);
            return (
              <li key={item.label}>
                <Link to={item.hash ? `${target}#${item.hash}` : target} aria-current={current ? 'page' : undefined}>
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
});
