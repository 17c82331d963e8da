import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/continue-play.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { continuePlayImplementations } from './continue-play-implementations';
import { isGameTarget, resumePaymentStorage } from './continue-play-payment';
import { continuePlayScreens, type ContinuePlayExtras } from './continue-play-screens';
import { ContinuePlayStore } from './continue-play-store';
import { loginByCode } from './login-by-code';
import { useIsDesktop } from '../../ui/use-is-desktop';
import './cashier.css';

/** spec 2 §4: resumeForm.waitingForAnswerSec, default 300 s. */
const DEFAULT_WAITING_SECONDS = 300;

/**
 * /payment/continue-play (logged in, spec 2 §2 "Resume (continue play) form"): the continue-play
 * flow over its store. A payment interrupted by a top-window provider page is taken from the
 * session once and waited for. `?game=<slug>` names the game the player came from: a login by the
 * resume login code then goes back to it (kept with the payment across a top-window provider page).
 */
const ContinuePlayPage = observer(function ContinuePlayPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('cashier');
  const at = useLanguagePath();
  const desktop = useIsDesktop();
  const [resume] = useState(() => new ContinuePlayStore());
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [stored] = useState(() => resumePaymentStorage.take(window.sessionStorage));
  // the game the player came from (?game=), or the one kept with a top-window payment: where a login by code leads
  const [game] = useState(() => {
    const wanted = stored?.game ?? query.get('game');
    return isGameTarget(wanted) ? wanted : null;
  });
  const extras: ContinuePlayExtras = { resume, at };
  const waiting = Number(store.settings.feValue('resumeForm.waitingForAnswerSec') ?? DEFAULT_WAITING_SECONDS);
  const iframes = store.settings.feValue('resumeForm.useIFrame') !== false;
  const iframeless = store.settings.feValue('iframelessProviders');
  return (
    <PageLayout id="continue-play" title={t('continuePlay.title')}>
      <FlowHost
        flow={flowJson}
        input={stored ? { token: stored.token } : undefined}
        implementations={() =>
          continuePlayImplementations({
            api: store.api,
            store: resume,
            waitingSeconds: () => (Number.isFinite(waiting) && waiting > 0 ? waiting : DEFAULT_WAITING_SECONDS),
            opensInTopWindow: (result) => !iframes || (!desktop && Array.isArray(iframeless) && iframeless.includes(result.providerId)),
            keepPayment: (payment) => resumePaymentStorage.save(window.sessionStorage, payment),
            loginWithCode: (code) => loginByCode(store.session, code),
            gameAfterLogin: () => game,
            redirectToGame: (target) => void navigate(at(`/all-games/${target}/real`)),
          })
        }
        screens={continuePlayScreens}
        extras={extras}
        store={store}
        inputs={resume.inputs}
        onFormData={(data) => resume.setTyped(data)}
        className="cashier"
      />
    </PageLayout>
  );
});

export default ContinuePlayPage;
