import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/account-closure.flow.json';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { accountClosureImplementations } from './account-closure-implementations';
import { accountClosureScreens } from './account-closure-screens';
import { LimitsSubMenu } from './limits-sub-menu';

interface AccountClosurePageProps {
  store: RootStore;
  kind: 'timeOut' | 'selfExclusion';
}

/** Time-out or self-exclusion: the period, a second confirmation, the closure, logout. */
export const AccountClosurePage = observer(function AccountClosurePage({ store, kind }: AccountClosurePageProps) {
  const { t } = useTranslation('limits');
  const formId = kind === 'timeOut' ? 'time-out' : 'self-exclusion';
  return (
    <PageLayout id={formId} title={t(kind === 'timeOut' ? 'timeOut.title' : 'selfExclusion.title')}>
      <LimitsSubMenu store={store} />
      <p>{t(kind === 'timeOut' ? 'timeOut.description' : 'selfExclusion.description')}</p>
      <FlowHost
        flow={flowJson}
        implementations={() => accountClosureImplementations(store.api, () => void store.session.logout())}
        screens={accountClosureScreens}
        extras={undefined}
        store={store}
        input={{ kind, formId }}
        className="closure"
      />
    </PageLayout>
  );
});
