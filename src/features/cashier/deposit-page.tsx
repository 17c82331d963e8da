import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/deposit.flow.json';
import { loadVariant } from '../../generated/content-index';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import type { DepositExtras } from './deposit-extras';
import { depositImplementations } from './deposit-implementations';
import { depositQueryPreset } from './deposit-query-preset';
import { depositScreens } from './deposit-screens';
import { clearPendingDepositRedirect, takePendingDepositRedirect } from './pending-deposit-redirect';
import { DepositStore } from './deposit-store';
import { loginByCode } from './login-by-code';
import './cashier.css';

/** spec 2 §4: the configured waiting time for an answer (be.depositWaitingForAnswerSec), default 300 s. */
const DEFAULT_WAITING_SECONDS = 300;

/**
 * /payment/deposit (logged in, spec 2 §2): the deposit flow (flows/deposit.flow.json) over the
 * deposit store; the form is the cashier-deposit variant of the chosen method. What the player
 * typed and the attempt's idempotency key survive a reload (draft `deposit`). `visitor`: a
 * visitor's pay-and-play deposit (spec 2 §1, §6; the app decides where it is allowed): the same
 * flow, the platform offers pay-and-play only, the form asks the consents, and the login code of
 * the deposit's status logs the visitor in with them (draft `deposit-visitor`).
 */
const DepositPage = observer(function DepositPage({ store, visitor = false }: { store: RootStore; visitor?: boolean }) {
  const { t, i18n } = useTranslation('cashier');
  const at = useLanguagePath();
  const navigate = useNavigate();
  const [run, setRun] = useState(0);
  const [query] = useSearchParams();
  // back from a provider's page (the redirect outcome): the deposit of this reference is waited for once;
  // without one in the address (the player came back logged out and logged in here) the stored redirect is resumed
  const [returned] = useState(() => {
    const reference = query.get('reference');
    const pending = takePendingDepositRedirect(typeof localStorage === 'undefined' ? undefined : localStorage, new Date());
    if (reference !== null && /^[\w-]{1,64}$/.test(reference)) return { result: { type: 'waiting', reference, methodId: pending?.reference === reference ? pending.methodId : 0 } };
    return pending ? { result: { type: 'waiting', reference: pending.reference, methodId: pending.methodId } } : undefined;
  });
  // spec 2 §2: ?amount= and ?campaign= preset the form, each once per session
  const [preset] = useState(() => depositQueryPreset(query, typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
  const market = store.settings.market;
  const [deposit, setDeposit] = useState(() => newStore(store, market, visitor));
  const again = useCallback(() => {
    // a visitor logged in by their deposit starts the player's deposit (with the player's gates) afresh
    if (visitor && store.session.loggedIn) {
      void navigate(at('/payment/deposit'));
      return;
    }
    setDeposit(newStore(store, market, visitor));
    setRun((value) => value + 1);
  }, [store, market, visitor, navigate, at]);
  const extras: DepositExtras = { deposit, at, again, language: i18n.language };
  const waiting = Number(store.settings.beValue('depositWaitingForAnswerSec') ?? DEFAULT_WAITING_SECONDS);
  return (
    <PageLayout id="deposit" title={t('deposit.title')}>
      <FlowHost
        key={run}
        flow={flowJson}
        input={run === 0 ? returned : undefined}
        implementations={() =>
          depositImplementations({
            api: store.api,
            store: deposit,
            now: () => new Date(),
            navigate: (path) => void navigate(at(path)),
            preset: (offered) => preset.take(offered),
            waitingSeconds: () => (Number.isFinite(waiting) && waiting > 0 ? waiting : DEFAULT_WAITING_SECONDS),
            forgetPendingRedirect: () => clearPendingDepositRedirect(typeof localStorage === 'undefined' ? undefined : localStorage),
            afterFinalStatus: () => {
              store.api.clearCache?.(['depositDetails', 'depositLimits', 'wallet']);
              if (store.session.loggedIn) void store.wallet.load();
            },
            loginWithCode: (code, consents) => loginByCode(store.session, code, consents),
          })
        }
        screens={depositScreens}
        extras={extras}
        store={store}
        inputs={deposit.inputs}
        onFormData={(data) => deposit.setTyped(data)}
        draft={{ journey: visitor ? 'deposit-visitor' : 'deposit', form: 'cashier-deposit', resumes: () => false }}
        className="cashier"
      />
    </PageLayout>
  );
});

function newStore(store: RootStore, market: string, visitor: boolean): DepositStore {
  return new DepositStore(
    store.errorReporter,
    async (method) => {
      const loaded = await loadVariant('cashier-deposit', { market, ...(method ? { method } : {}), direction: 'deposit' });
      return loaded.variant.flags ?? {};
    },
    { visitor },
  );
}

export default DepositPage;
