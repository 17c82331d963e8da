import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomaticVerificationProvider } from '../../api/endpoints';

/**
 * The automatic identity providers the page may offer (spec 1 §4 "Account validation": three kinds,
 * each behind its back-end flag) and how one runs. The app fills it in: the verification feature
 * owns the provider flow, and features never import each other.
 */
export interface AutomaticVerificationSlot {
  /** the providers whose back-end flag is on, in the order to show */
  providers: readonly AutomaticVerificationProvider[];
  /** the chosen provider's verification; `onBack` returns to the choice */
  render: (provider: AutomaticVerificationProvider, onBack: () => void) => ReactNode;
}

/**
 * Above the manual upload on /my/account-validation: a button per automatic provider; the chosen
 * one's verification replaces the buttons. The manual form stays below, under its own heading (a
 * 305 — no automatic attempts left — says "upload documents … using the form below"). A verified
 * player is offered nothing, except the verification they are running (its success stays on screen).
 */
export function AutomaticVerificationChoice({ slot, verified }: { slot: AutomaticVerificationSlot; verified: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<AutomaticVerificationProvider | null>(null);
  const running = chosen !== null && slot.providers.includes(chosen) ? chosen : null;
  if (running === null && (verified || slot.providers.length === 0)) return null;
  return (
    <>
      <section className="documents-automatic" aria-labelledby="documents-automatic-title">
        <h2 id="documents-automatic-title">{t('documents:automatic.title')}</h2>
        {running !== null ? (
          slot.render(running, () => setChosen(null))
        ) : (
          <>
            <p>{t('documents:automatic.text')}</p>
            <ul className="documents-automatic__list">
              {slot.providers.map((provider) => (
                <li key={provider}>
                  <button type="button" className="button" onClick={() => setChosen(provider)}>
                    {t('documents:automatic.start', { provider: t(`verification:methods.${provider}`) })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <h2 className="documents-manual-title">{t('documents:automatic.manualTitle')}</h2>
    </>
  );
}
