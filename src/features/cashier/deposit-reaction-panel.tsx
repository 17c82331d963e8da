import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/**
 * Where each reaction of spec 2 §8 sends the player: a link into the area that resolves it, or a
 * modal over the deposit page (`modal`: 251 opens the IBAN check form, ?modal=iban-verification:
 * abbreviated name and IBAN, Save and Verify, verifyIban; 253 the player-affordability form,
 * ?modal=player-affordability: the market's fields, Save, updateDetails), which returns to the
 * deposit when closed.
 */
const TARGETS: Readonly<Record<number, { path: string; label: string; modal?: string } | undefined>> = {
  125: { path: '/my/verification', label: 'errors.verificationLink' },
  128: { path: '/my/verification', label: 'errors.verificationLink' },
  219: { path: '/my/verification', label: 'errors.verificationLink' },
  249: { path: '/my/limits', label: 'notices.maxBalanceLink' },
  250: { path: '/my/limits', label: 'errors.limitsLink' },
  251: { path: '/payment/deposit', label: 'errors.ibanLink', modal: 'iban-verification' },
  253: { path: '/payment/deposit', label: 'errors.affordabilityLink', modal: 'player-affordability' },
};

/**
 * The component a deposit error of spec 2 §8 shows above the form: the verification-required
 * panel (125, 128; 128 with document details names the documents), 219, the new-user text (228),
 * the additional-documents text (232), 234/249/250/251/253 with their catalogue texts and a link to
 * where the player resolves it, and 119 with its subcode. It stays until closed or the next attempt.
 */
export function DepositReactionPanel({ context, send, extras }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const reaction = context.reaction;
  if (!reaction) return null;
  const text =
    reaction.code === 228
      ? t('errors.newUser')
      : reaction.code === 232
        ? t('errors.documentsRequired')
        : reaction.code === 119
          ? t('errors.gateway', { code: 119, subCode: reaction.subCode ?? '0' })
          : reaction.code === 128 && reaction.documents
            ? t('errors.documentsForValidation')
            : t(`errors:code.${reaction.code}`);
  const target = TARGETS[reaction.code];
  return (
    <section className="notice notice--error cashier-reaction" role="alert" aria-labelledby="deposit-reaction-title" data-code={reaction.code}>
      <h2 id="deposit-reaction-title" className="cashier-reaction__title">
        {reaction.code === 125 || reaction.code === 128 ? t('errors.verificationRequired') : t('errors.title')}
      </h2>
      <p>{text}</p>
      {target && (
        <p>
          <Link to={`${extras.at(target.path)}${target.modal ? `?modal=${target.modal}` : ''}`}>{t(target.label)}</Link>
        </p>
      )}
      <button type="button" className="notice__close" aria-label={t('notices.close')} onClick={() => send({ type: 'CLOSE_REACTION' })}>
        ×
      </button>
    </section>
  );
}
