import { useTranslation } from 'react-i18next';
import type { VerificationMethod } from './offered-verification-methods';

interface VerificationMethodListProps {
  methods: readonly VerificationMethod[];
  onChoose: (method: VerificationMethod) => void;
}

/** The verification page's list of methods (spec 1 §2), or "No methods available.". */
export function VerificationMethodList({ methods, onChoose }: VerificationMethodListProps) {
  const { t } = useTranslation();
  return (
    <section className="verification-methods" aria-labelledby="verification-methods-title">
      <h2 id="verification-methods-title">{t('verification:page.chooseMethod')}</h2>
      {methods.length === 0 ? (
        <p role="status">{t('verification:page.noMethods')}</p>
      ) : (
        <ul className="verification-methods__list">
          {methods.map((method) => (
            <li key={method}>
              <button type="button" className="button verification-methods__choice" onClick={() => onChoose(method)}>
                <span className="verification-methods__name">{t(`verification:methods.${method}`)}</span>
                <span className="verification-methods__hint">{t(`verification:methodHints.${method}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
