import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IdentificationMethod, IdentificationResult } from '../../api/endpoints';
import { identificationMethod, type IdentificationMethodDescriptor } from '../../features/identification/identification-methods';
import { identificationScreens } from '../../features/identification/identification-screens';
import { IdentifiedDetails } from '../../features/identification/identified-details';
import { useIdentificationLogic } from '../../features/identification/use-identification-logic';
import { AutomaticVerificationView } from '../../features/verification/automatic-verification-view';
import {
  isAutomaticProvider,
  isVerificationMethod,
  offeredVerificationMethods,
  type VerificationMethod,
} from '../../features/verification/offered-verification-methods';
import { IdenfyVerificationView } from '../../features/verification/idenfy-verification-view';
import { VerificationIdentityView } from '../../features/verification/verification-identity-view';
import { verificationMethodRoute } from '../../features/verification/verification-method-routes';
import { verificationPageAccess } from '../../features/verification/verification-page-access';
import { VerificationMethodList } from '../../features/verification/verification-method-list';
import { paymentPathOf, resolveVerificationType, type VerificationType } from '../../ui/verification-type';
import { PLAYER_STORAGE_KEYS } from '../../stores/player-storage';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { AuthorizationRequiredPage } from '../pages/authorization-required-page';
import type { ProviderReturn } from '../layout/read-provider-return';
import { forgetVerificationReturn, hasVerificationReturnParams, peekVerificationReturn, resolveVerificationReturn } from './verification-provider-return';

/**
 * Methods this build runs: those the identification feature describes (content), reused as they
 * are; iDenfy in its frame; and the two that live on the documents pages (a link there).
 */
const IMPLEMENTED: readonly VerificationMethod[] = [
  ...(['smartId', 'mobileId', 'idin', 'trustly', 'cddn', 'top', 'zignSec'] as const).filter((name) => identificationMethod(name) !== undefined),
  'idenfy',
  'documentUpload',
  'hungarianWizard',
  'veriff',
  'ondato',
  'sumsub',
];

const renderDetails = (result: IdentificationResult | null) => <IdentifiedDetails result={result} />;

/**
 * /my/verification (spec 1 §2): the offered methods, then the chosen method's verification. The
 * verification type (`validationType`, default deposit) is kept in the tab's session, and so is
 * the chosen method. Identification methods reuse the identification feature's widget and
 * simulators as they are (content, not copies); the app composes both features here.
 * Access: Smart-ID, Mobile-ID and Idenfy are offered only to visitors (spec 1 §6), so the page
 * opens for visitors too; a visitor without any method sees the authorization-required page.
 */
const VerificationPage = observer(function VerificationPage({ store }: { store: RootStore }) {
  const { t } = useTranslation();
  const at = useLanguagePath();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const queryType = params.get('validationType');
  const [type] = useState<VerificationType>(() => resolveVerificationType(queryType, window.sessionStorage));
  // the query value is stored; the address no longer carries it (spec 1 §2)
  useEffect(() => {
    if (queryType === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('validationType');
        return next;
      },
      { replace: true },
    );
  }, [queryType, setParams]);

  // a redirect method (zignSec) that left for its provider comes back here: its return is resolved by that method's verification
  const [providerReturn, setProviderReturn] = useState(() => peekVerificationReturn(window.location.search, window.sessionStorage));
  useEffect(() => {
    if (!hasVerificationReturnParams(window.location.search)) return;
    // used up at once: a reload or a shared link never resolves it again
    void navigate({ search: forgetVerificationReturn(window.location.search, window.sessionStorage) }, { replace: true });
  }, [navigate]);

  const { session, settings } = store;
  const offered = offeredVerificationMethods({
    configured: settings.feValue('verification.methods.selector'),
    loggedIn: session.loggedIn,
    implemented: IMPLEMENTED,
    zignSecActive: settings.be?.zignSecActive === true,
    backEnd: settings.be,
  });
  const [chosen, setChosen] = useState<VerificationMethod | null>(() => {
    const stored = providerReturn?.method ?? window.sessionStorage.getItem(PLAYER_STORAGE_KEYS.verificationMethod);
    return isVerificationMethod(stored) ? stored : null;
  });
  const choose = useCallback((method: VerificationMethod | null) => {
    // document upload and the Hungarian wizard live on the documents pages: the choice goes there
    const route = method === null ? undefined : verificationMethodRoute(method);
    if (route !== undefined) {
      void navigate(at(route));
      return;
    }
    if (method === null) window.sessionStorage.removeItem(PLAYER_STORAGE_KEYS.verificationMethod);
    else window.sessionStorage.setItem(PLAYER_STORAGE_KEYS.verificationMethod, method);
    setChosen(method);
  }, [navigate, at]);
  // a stored method the player may no longer use is not shown; one offered method is chosen at once
  const only = offered.length === 1 ? (offered[0] ?? null) : null;
  // a single offered method that lives on another page is still a choice on the list (the page never leaves on its own)
  const candidate = chosen !== null && offered.includes(chosen) ? chosen : only !== null && verificationMethodRoute(only) === undefined ? only : null;
  // a verification under way stays on screen when it logs the visitor in (the role rules would no longer offer its method)
  const [running, setRunning] = useState<VerificationMethod | null>(null);
  useEffect(() => {
    if (running === null && candidate !== null) setRunning(candidate);
  }, [running, candidate]);
  const backToList = useCallback(() => {
    choose(null);
    setRunning(null);
    setProviderReturn(null);
  }, [choose]);
  const method = running ?? candidate;
  const descriptor = method && method !== 'idenfy' && !isAutomaticProvider(method) ? identificationMethod(method) : undefined;

  if (verificationPageAccess({ loggedIn: session.loggedIn, offered, running }) === 'authorizationRequired') return <AuthorizationRequiredPage />;
  return (
    <PageLayout id="verification" title={t('verification:page.title')}>
      {method === 'idenfy' ? (
        <IdenfyVerificationView
          key={method}
          store={store}
          canGoBack={offered.length > 1}
          onBack={backToList}
          continuePath={at(paymentPathOf(type))}
          loginPath={desktop ? '?modal=login' : at('/login')}
        />
      ) : method && isAutomaticProvider(method) ? (
        <AutomaticVerificationView
          key={method}
          store={store}
          provider={method}
          canGoBack={offered.length > 1}
          onBack={backToList}
          continuePath={at(paymentPathOf(type))}
          documentsPath={at('/my/documents')}
        />
      ) : method && descriptor ? (
        <MethodVerification
          key={method}
          store={store}
          method={method as IdentificationMethod}
          descriptor={descriptor}
          type={type}
          onBack={backToList}
          canGoBack={offered.length > 1}
          providerReturn={providerReturn?.method === method ? providerReturn : null}
        />
      ) : (
        <VerificationMethodList methods={offered} onChoose={choose} />
      )}
    </PageLayout>
  );
});

interface MethodVerificationProps {
  store: RootStore;
  method: IdentificationMethod;
  descriptor: IdentificationMethodDescriptor;
  type: VerificationType;
  onBack: () => void;
  canGoBack: boolean;
  /** the method's provider came back to the page (a redirect method): resolved first, once */
  providerReturn: ProviderReturn | null;
}

/** One method's verification: the identification widget of that method inside the verification flow. */
const MethodVerification = observer(function MethodVerification({ store, method, descriptor, type, onBack, canGoBack, providerReturn }: MethodVerificationProps) {
  const { t } = useTranslation();
  const at = useLanguagePath();
  const identification = useIdentificationLogic(store, method, descriptor, 'verification');
  const methodName = t(`identification:methods.${method}`);
  const identificationViews = useMemo(
    () => ({
      identification: { screens: identificationScreens, extras: { method, descriptor, logic: identification }, labelValues: { method: methodName }, className: 'identification' },
    }),
    [method, descriptor, identification, methodName],
  );
  // one offered method has no list to go back to: "another method" starts the same method again
  const [attempt, setAttempt] = useState(0);
  const back = useCallback(() => (canGoBack ? onBack() : setAttempt((count) => count + 1)), [canGoBack, onBack]);
  // the return belongs to the first attempt only; starting over identifies afresh
  const resolveProviderReturn = useMemo(
    () => (providerReturn !== null && attempt === 0 ? (signal: AbortSignal) => resolveVerificationReturn(store.api, providerReturn, signal) : null),
    [providerReturn, attempt, store.api],
  );
  return (
    <VerificationIdentityView
      key={attempt}
      store={store}
      method={method}
      identification={identification.logic}
      identificationViews={identificationViews}
      resolveProviderReturn={resolveProviderReturn}
      renderDetails={renderDetails}
      onBack={back}
      continuePath={at(paymentPathOf(type))}
      documentsPath={at('/my/documents')}
      supportPath={at('/support')}
    />
  );
});

export default VerificationPage;
