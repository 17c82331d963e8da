import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguagePath } from '../../ui/use-language-path';

/** The account pages (spec 1 §2 routes, issue 16 §1), in the order a player looks for them. */
const ITEMS = [
  { label: 'menu.profile', path: '/my/profile' },
  { label: 'menu.account', path: '/my/profile-account' },
  { label: 'menu.paymentDetails', path: '/my/payment-details' },
  { label: 'menu.activity', path: '/my/activity' },
  { label: 'menu.changePassword', path: '/my/change-password' },
  { label: 'menu.close', path: '/my/profile-close' },
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
