import { useTranslation } from 'react-i18next';

/** Whole-site fallback for render errors and failed startup (spec 1 §2). */
export function UnexpectedErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <main className="full-screen" id="main">
      <div className="full-screen__box">
        <h1 className="page__title">{t('unexpectedError.title')}</h1>
        <p>{t('unexpectedError.text')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('unexpectedError.reload')}
        </button>
      </div>
    </main>
  );
}
