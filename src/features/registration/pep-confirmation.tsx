import { useTranslation } from 'react-i18next';

interface PepConfirmationProps {
  onConfirm: () => void;
  onDeny: () => void;
  onBack: () => void;
}

/** Step 3: the player confirms or withdraws the politically-exposed-person statement. */
export function PepConfirmation({ onConfirm, onDeny, onBack }: PepConfirmationProps) {
  const { t } = useTranslation();
  return (
    <section className="registration-pep" aria-labelledby="registration-pep-title">
      <h3 id="registration-pep-title">{t('registration:pep.title')}</h3>
      <p>{t('registration:pep.text')}</p>
      <div className="registration-actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('registration:pep.confirm')}
        </button>
        <button type="button" className="button" onClick={onDeny}>
          {t('registration:pep.deny')}
        </button>
        <button type="button" className="button button--link" onClick={onBack}>
          {t('registration:buttons.back')}
        </button>
      </div>
    </section>
  );
}
