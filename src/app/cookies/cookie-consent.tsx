import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentDialog } from './consent-dialog';
import { CookieConsentStore } from './cookie-consent-store';
import { loadCookieSettings } from './load-cookie-settings';
import { pageStorage } from './page-storage';
import './cookies.css';

/**
 * The consent banner in the page flow (it never covers what a visitor came for) until a choice
 * is stored, and the consent dialog, opened from the banner or by the `site:open-cookie-consent`
 * window event.
 */
export const CookieConsent = observer(function CookieConsent() {
  const { t } = useTranslation('cookies');
  const titleId = useId();
  const [consent] = useState(() => new CookieConsentStore({ loadSettings: () => loadCookieSettings(), storage: pageStorage() }));

  useEffect(() => {
    void consent.start();
    return () => consent.stop();
  }, [consent]);

  return (
    <>
      {consent.bannerVisible && (
        <section className="cookie-banner" aria-labelledby={titleId} data-testid="cookie-banner">
          <h2 id={titleId} className="cookie-banner__title">
            {t('banner.title')}
          </h2>
          <p className="cookie-banner__text">{t('banner.text')}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" onClick={() => consent.acceptAll()}>
              {t('actions.acceptAll')}
            </button>
            <button type="button" className="button" onClick={() => consent.acceptNecessary()}>
              {t('actions.onlyNecessary')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => consent.openDialog()}>
              {t('actions.settings')}
            </button>
          </div>
        </section>
      )}
      {consent.dialogOpen && <ConsentDialog consent={consent} />}
    </>
  );
});
