import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageVisible } from '../content/is-page-visible';
import { sanitizedHtmlText } from '../../renderer/markdown/trusted-html-policy';
import { renderMarkdown } from '../content/render-markdown';
import type { ModalContentProps } from '../modals/modal-content-props';
import { OPEN_COOKIE_CONSENT_EVENT } from './cookie-consent-store';
import type { CookieSettings } from './cookie-settings';
import { loadCookieSettings } from './load-cookie-settings';
import './cookies.css';

/** CMS page key of the policy text served by the platform's pages call. */
export const COOKIE_POLICY_PAGE = 'cookie-policy';

/**
 * `?modal=cookie-policy` (the settings menu's cookies-policy item): the operator's policy page,
 * the cookies each category sets, and a way into the consent dialog.
 */
const CookiePolicyModal = observer(function CookiePolicyModal({ store, close }: ModalContentProps) {
  const { t } = useTranslation('cookies');
  const [settings, setSettings] = useState<CookieSettings | null>(null);
  const page = store.boot.page(COOKIE_POLICY_PAGE);
  const visible = page !== undefined && isPageVisible(page, store.session.loggedIn);
  // sanitised by renderMarkdown (DOMPurify), TrustedHTML under Trusted Types; null: no policy text
  const html = useMemo(() => (page && visible && page.body.trim() !== '' ? renderMarkdown(page.body) : null), [page, visible]);

  useEffect(() => {
    let live = true;
    void loadCookieSettings().then((loaded) => {
      if (live) setSettings(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const changeSettings = () => {
    close();
    window.dispatchEvent(new CustomEvent(OPEN_COOKIE_CONSENT_EVENT));
  };

  return (
    <div className="cookie-policy" data-testid="cookie-policy">
      {html !== null && sanitizedHtmlText(html) !== '' ? <div className="content" dangerouslySetInnerHTML={{ __html: html }} /> : <p>{t('policy.intro')}</p>}
      {settings && (
        <dl className="cookie-policy__categories">
          {settings.categories
            .filter((item) => item.enabled)
            .map((item) => (
              <div key={item.id}>
                <dt>{t(`categories.${item.id}.title`)}</dt>
                <dd>
                  {t(`categories.${item.id}.description`)}
                  {item.cookies.length > 0 && ` ${t('dialog.cookies', { names: item.cookies.join(', ') })}`}
                </dd>
              </div>
            ))}
        </dl>
      )}
      <button type="button" className="button button--primary" onClick={changeSettings}>
        {t('actions.settings')}
      </button>
    </div>
  );
});

export default CookiePolicyModal;
