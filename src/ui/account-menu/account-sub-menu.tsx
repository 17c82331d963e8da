import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguagePath } from '../use-language-path';
import './account-sub-menu.css';

/**
 * The account pages (spec 1 §2 routes, issue 16 §1, §4), in the order a player looks for them; the
 * bonus pages after the account's own (promotions are in the side menu, hidden under Swedish rules).
 */
const ITEMS = [
  { label: 'menu.profile', path: '/my/profile' },
  { label: 'menu.account', path: '/my/profile-account' },
  { label: 'menu.paymentDetails', path: '/my/payment-details' },
  { label: 'menu.activity', path: '/my/activity' },
  { label: 'menu.changePassword', path: '/my/change-password' },
  { label: 'menu.close', path: '/my/profile-close' },
  { label: 'menu.currentBonuses', path: '/my/current-bonuses' },
  { label: 'menu.availableBonuses', path: '/my/available-bonuses' },
  { label: 'menu.loyalty', path: '/my/campaigns/loyalty' },
] as const;

/** The account area's sub-menu: where the player is marked with aria-current. */
export function AccountSubMenu() {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  const location = useLocation();
  return (
    <nav className="account-menu" aria-label={t('menu.label')}>
      <ul>
        {ITEMS.map((item) => {
          const target = at(item.path);
          const current = location.pathname === target;
          return (
            <li key={item.path}>
              <Link to={target} aria-current={current ? 'page' : undefined}>
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
