import { useTranslation } from 'react-i18next';
import type { RegistrationMethod } from './offered-registration-methods';

interface RegistrationMethodChooserProps {
  methods: readonly RegistrationMethod[];
  onChoose: (method: RegistrationMethod) => void;
}

/** "Choose Sign up Method" (spec 1 §2): one button per offered method, or "No methods available.". */
export function RegistrationMethodChooser({ methods, onChoose }: RegistrationMethodChooserProps) {
  const { t } = useTranslation();
  return (
    <section className="registration-methods" aria-labelledby="registration-methods-title">
      <h2 id="registration-methods-title">{t('identification:registration.chooseMethod')}</h2>
      {methods.length === 0 ? (
        <p role="status">{t('identification:registration.noMethods')}</p>
      ) : (
        <ul className="registration-methods__list">
          {methods.map((method) => (
            <li key={method}>
              <button type="button" className="button registration-methods__choice" onClick={() => onChoose(method)}>
                {t(`identification:methods.${method}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
