import { useTranslation } from 'react-i18next';

/** Shown until languages, settings and pages are loaded (spec 1 §2 Startup). */
export function MainLoadingScreen() {
  const { t } = useTranslation('shell');
  return (
    <main className="full-screen" id="main" aria-busy="true" data-testid="main-loading-screen">
      <div className="full-screen__box" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="loading-screen__text">{t('loading')}</p>
      </div>
    </main>
  );
}
