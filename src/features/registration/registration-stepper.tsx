import { useTranslation } from 'react-i18next';

const STEP_KEYS = ['registration:stepper.details', 'registration:stepper.terms'] as const;

/** '1/2. Registration: Main details' / '2/2. Registration: Terms' (desktop only). */
export function RegistrationStepper({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol className="registration-stepper" aria-label={t('registration:stepper.label')}>
      {STEP_KEYS.map((key, index) => (
        <li
          key={key}
          className={index + 1 === step ? 'registration-stepper__step registration-stepper__step--current' : 'registration-stepper__step'}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          {t(key)}
        </li>
      ))}
    </ol>
  );
}
