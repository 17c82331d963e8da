import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** Where each panel of spec 2 §8 (withdrawal) sends the player to resolve it. */
const TARGETS: Readonly<Record<number, { path: string; label: string } | undefined>> = {
  125: { path: '/my/verification?validationType=withdrawal', label: 'errors.verificationLink' },
  128: { path: '/my/verification?validationType=withdrawal', label: 'errors.verificationLink' },
  199: { path: '/payment/withdrawal?modal=verification', label: 'withdrawal.verifyContactLink' },
  200: { path: '/payment/withdrawal?modal=verification', label: 'withdrawal.verifyContactLink' },
  219: { path: '/payment/withdrawal?modal=verification', label: 'withdrawal.verifyContactLink' },
  232: { path: '/my/documents', label: 'notices.documentsLink' },
  234: { path: '/contact-us', label: 'withdrawal.contactLink' },
  251: { path: '/my/payment-details', label: 'errors.ibanLink' },
};

/**
 * The panel a withdrawal error of spec 2 §8 shows above the form: verification required (125,
 * 128; 128 with document details: documents required), 199 / 200 / 219 (contact details to
 * verify), 232 (additional documents), 234 and 251. (284 opens the IBAN verification instead.) It
 * stays until closed, a new method or the next attempt.
 */
export const WithdrawalReactionPanel = observer(function WithdrawalReactionPanel({ context, send, extras }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const reaction = context.reaction;
  if (!reaction) return null;
  const code = reaction.code;
  const verification = code === 125 || code === 128;
  const title = verification ? (reaction.documents ? t('withdrawal.documentsRequiredTitle') : t('withdrawal.verificationRequiredTitle')) : t('withdrawal.errorTitle');
  const text =
    code === 232
      ? t('errors.documentsRequired')
      : code === 128 && reaction.documents
        ? t('withdrawal.documentsRequired')
        : t(`errors:code.${code}`);
  const target = code === 128 && reaction.documents ? { path: '/my/documents', label: 'notices.documentsLink' } : TARGETS[code];
  return (
    <section className="notice notice--error cashier-reaction" role="alert" aria-labelledby="withdrawal-reaction-title" data-code={code}>
      <h2 id="withdrawal-reaction-title" className="cashier-reaction__title">
        {title}
      </h2>
      <p>{text}</p>
      {target && (
        <p>
          <Link to={extras.at(target.path)}>{t(target.label)}</Link>
        </p>
      )}
      <button type="button" className="notice__close" aria-label={t('notices.close')} onClick={() => send({ type: 'CLOSE_REACTION' })}>
        ×
      </button>
    </section>
  );
});
