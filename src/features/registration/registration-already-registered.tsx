import { useTranslation } from 'react-i18next';
import type { AlreadyRegistered } from './registration-context';

interface Props {
  state: AlreadyRegistered | null;
  onLogIn: () => void;
  onBack: () => void;
}

/**
 * The next step after a registration that got no answer and then "already registered" (105): the
 * first submission most likely went through, so the player logs in (after the activation e-mail
 * when the account waits for it) or registers with another e-mail address.
 */
export function RegistrationAlreadyRegistered({ state, onLogIn, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <section className="registration-success" aria-labelledby="registration-registered-title" data-variant="already-registered">
      <div role="status">
        <h3 id="registration-registered-title">{t('registration:alreadyRegistered.title')}</h3>
        <p>{t('registration:alreadyRegistered.text')}</p>
        {state?.activationRequired === true && <p className="registration-success__activation">{t('registration:alreadyRegistered.activation')}</p>}
      </div>
      <button type="button" className="button button--primary" onClick={onLogIn}>
        {t('registration:alreadyRegistered.logIn')}
      </button>
      <button type="button" className="button button--link" onClick={onBack}>
        {t('registration:alreadyRegistered.differentEmail')}
      </button>
    </section>
  );
}
