import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/profile-close.flow.json';
import './account.css';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { profileCloseScreens } from './profile-close-screens';
import { profileImplementations } from './profile-implementations';

/** /my/profile-close (logged in): close the account, optionally asking for deletion; the password confirms it. */
const ProfileClosePage = observer(function ProfileClosePage({ store }: { store: RootStore }) {
  const { t } = useTranslation('account');
  return (
    <PageLayout id="profile-close" title={t('close.title')}>
      <AccountSubMenu />
      <FlowHost
        flow={flowJson}
        implementations={() => profileImplementations(store.api, () => void store.session.logout())}
        screens={profileCloseScreens}
        extras={undefined}
        store={store}
        className="account profile-close"
      />
    </PageLayout>
  );
});

export default ProfileClosePage;
