import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { languageFromPath } from '../../i18n/language-from-path';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';

/** `notice`: why this page needs a login beyond being a player's (the deposit's pay-and-play country warning) */
export function AuthorizationRequiredPage({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation('shell');
  const localize = useLocalize();
  const desktop = useIsDesktop();
  const { pathname, search } = useLocation();
  // the desktop dialog opens over this page and stays on it; the phone's login page is another
  // page, so it is told to come back here (a deposit left for a provider resumes at once);
  // AfterLoginRedirect reads the parameter from the in-app link like an arrival's.
  const back = `${languageFromPath(pathname).path}${search}`;
  const loginPage = `${localize('/login')}?${new URLSearchParams({ 'page-after-login': back }).toString()}`;
  // the dialog keeps the page's own query (e.g. /my/account-validation?method=hungarianWizard)
  const withDialog = new URLSearchParams(search);
  withDialog.set('modal', 'login');
  return (
    <PageLayout id="authorization-required" title={t('authorizationRequired.title')}>
      {notice}
      <p>{t('authorizationRequired.text')}</p>
      <Link className="button button--primary" to={desktop ? `?${withDialog.toString()}` : loginPage}>
        {t('authorizationRequired.login')}
      </Link>
    </PageLayout>
  );
}
