import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import { languageFromPath } from '../../i18n/language-from-path';
import { localizePath } from '../../i18n/localize-path';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useRootStore } from '../hooks/use-root-store';
import { redirectPurposeOf, takeRedirectState } from '../../features/identification/redirect-state';
import { PROVIDER_RETURN_PARAMS, readProviderReturn } from './read-provider-return';

/** Codes for a provider that came back without an identification: not completed, rejected. */
const NOT_DONE_CODES = { cancelled: 302, rejected: 303 } as const;

/**
 * Return from a redirect provider (spec 1 §4): a `done` return hands the provider token to the
 * registration as external data and opens it (the registration resolves the token, step 8);
 * any other return shows why. Only the tab that left, with its state, takes a return. Token errors of the registration (step 9) show here once its
 * modal has closed.
 */
export const ProviderReturn = observer(function ProviderReturn() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const { externalData, settings } = useRootStore();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const providerReturn = readProviderReturn(params);
    // issue 16 §5: a titanToken without a provider return (no method, value…) belongs to no journey: it leaves the
    // address unread, so the secret stays out of the history, bookmarks and shared links
    if (providerReturn === null && params.has('titanToken')) {
      params.delete('titanToken');
      const rest = params.toString();
      void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
      return;
    }
    // a verification's return is resolved by the verification page it came back to (src/app/journeys/verification-provider-return.ts)
    if (providerReturn === null || redirectPurposeOf(providerReturn.state) === 'verification') return;
    for (const name of PROVIDER_RETURN_PARAMS) params.delete(name);
    const { language } = languageFromPath(location.pathname);
    const search = params.toString();
    // a return this tab did not leave for (a link someone else made) is dropped unread
    if (!takeRedirectState(window.sessionStorage, providerReturn.state)) {
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      return;
    }
    if (providerReturn.value === 'done') {
      externalData.set({ method: providerReturn.method, titanToken: providerReturn.titanToken });
      if (desktop) {
        params.set('modal', 'registration');
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
      } else {
        void navigate(localizePath('/registration', language), { replace: true });
      }
      return;
    }
    externalData.failToken({ errorCode: NOT_DONE_CODES[providerReturn.value], kind: 'server' });
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, location.hash, desktop, externalData, navigate]);

  const hideAfterMs = Number(settings.feValue('notificationAutoHideDuration') ?? 5000);
  const message = externalData.tokenError ? localizeApiError(externalData.tokenError, t) : null;
  return <AutoHidingNotice message={message} hideAfterMs={hideAfterMs} />;
});
