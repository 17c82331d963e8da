import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../catalogues/format-money';
import type { LimitRegime } from '../../engine/limits/limit-regime';
import type { RootStore } from '../../stores/root-store';
import { useLanguagePath } from '../../ui/use-language-path';

/**
 * The Dutch-limit rule (spec 3 §2 "Max Balance Limit form"): above the regime's threshold the
 * player agrees a max balance with the operator through the setting limitContactPointUrl (an
 * in-site path, or an https address opened in a new tab). The threshold is the player's regime's
 * (contactAbove.maxBalance); the platform refuses a higher amount (aboveContactThreshold).
 */
export const MaxBalanceContact = observer(function MaxBalanceContact({ store, regime }: { store: RootStore; regime: LimitRegime }) {
  const { t } = useTranslation('limits');
  const at = useLanguagePath();
  const threshold = regime.contactAbove?.maxBalance;
  const url = store.settings.feValue('limitContactPointUrl');
  if (threshold === undefined || typeof url !== 'string') return null;
  const currency = store.player.details?.currency ?? '';
  const text = t('maxBalance.contactLink');
  return (
    <p className="limits-contact">
      {t('maxBalance.contact', { amount: formatMoney(threshold, currency) })}{' '}
      {url.startsWith('/') ? (
        <Link to={at(url)}>{text}</Link>
      ) : url.startsWith('https://') ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : null}
    </p>
  );
});
