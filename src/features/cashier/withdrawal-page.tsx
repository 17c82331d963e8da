import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import flowJson from '../../../flows/withdrawal.flow.json';
import { loadVariant } from '../../generated/content-index';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import type { WithdrawalExtras } from './withdrawal-extras';
import { withdrawalImplementations } from './withdrawal-implementations';
import { withdrawalScreens } from './withdrawal-screens';
import { WithdrawalStore } from './withdrawal-store';
import './cashier.css';

/**
 * /payment/withdrawal (logged in, spec 2 §2; title Withdrawal): the withdrawal flow
 * (flows/withdrawal.flow.json) over the withdrawal store; the form is the cashier-withdrawal
 * variant of the chosen method. What the player typed and the attempt's idempotency key survive a
 * reload (draft `withdrawal`); the password never does.
 */
const WithdrawalPage = observer(function WithdrawalPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('cashier');
  const at = useLanguagePath();
  const navigate = useNavigate();
  const location = useLocation();
  const market = store.settings.market;
  // each method's flags from its compiled variant (the chain the form uses)
  const [withdrawal] = useState(
    () =>
      new WithdrawalStore(async (method) => {
        const loaded = await loadVariant('cashier-withdrawal', { market, ...(method ? { method } : {}), direction: 'withdrawal' });
        return loaded.variant.flags ?? {};
      }, store.errorReporter),
  );
  const extras: WithdrawalExtras = { withdrawal, at, hasPassword: store.session.player?.hasPassword !== false };
  return (
    <PageLayout id="withdrawal" title={t('withdrawal.title')}>
      <FlowHost
        flow={flowJson}
        implementations={() =>
          withdrawalImplementations({
            api: store.api,
            store: withdrawal,
            now: () => new Date(),
            openModal: (modal) => {
              const query = new URLSearchParams({ modal, ...(modal === 'aml-questionnaire' ? { from: 'withdrawal' } : {}) });
              void navigate(`${location.pathname}?${query.toString()}`);
            },
            afterFinalStatus: () => {
              store.api.clearCache?.(['withdrawalDetails', 'wallet']);
              void store.wallet.load();
            },
          })
        }
        screens={withdrawalScreens}
        extras={extras}
        store={store}
        inputs={withdrawal.inputs}
        onFormData={(data) => withdrawal.setTyped(data)}
        draft={{ journey: 'withdrawal', form: 'cashier-withdrawal', resumes: () => false }}
        className="cashier"
      />
    </PageLayout>
  );
});

export default WithdrawalPage;
