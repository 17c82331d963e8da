import { useTranslation } from 'react-i18next';
import './startup.css';

/** Replaces the whole site while the platform's protection is enabled (spec 1 §2 Startup). */
export function ProtectionScreen() {
  const { t } = useTranslation('startup');
  return (
    <main className="full-screen" id="main" data-testid="protection-screen">
      <div className="full-screen__box">
        <h1 className="page__title">{t('protection.title')}</h1>
        <p>{t('protection.text')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('protection.retry')}
        </button>
      </div>
    </main>
  );
}
