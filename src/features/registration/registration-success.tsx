import { useTranslation } from 'react-i18next';
import type { RegistrationResult } from './registration-context';

/** Step 5: the success screen in its activation, verification or plain variant. */
export function RegistrationSuccess({ result, onClose }: { result: RegistrationResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const variant = result?.activationRequired ? 'activation' : result?.verificationRequired ? 'verification' : 'plain';
  return (
    <section className="registration-success" aria-labelledby="registration-success-title" data-variant={variant}>
      <div role="status">
        <h3 id="registration-success-title">{t('registration:success.title')}</h3>
        <p>{t(`registration:success.${variant}`)}</p>
      </div>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('registration:buttons.close')}
      </button>
    </section>
  );
}
