import { observer } from 'mobx-react-lite';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/profile.flow.json';
import './account.css';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { notificationPermission, requestNotificationPermission } from './browser-notifications';
import { profileImplementations } from './profile-implementations';
import { profileScreens } from './profile-screens';

/**
 * /my/profile (logged in): personal details — locked ones read-only with the contact-support path —
 * phone with the calling-code picker, the consents group; one update call, errors as the toast.
 * Ticking push notifications asks the browser for permission and says what it answered.
 */
const ProfilePage = observer(function ProfilePage({ store }: { store: RootStore }) {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  const [permission, setPermission] = useState(notificationPermission);
  const [pushWanted, setPushWanted] = useState<boolean | undefined>(undefined);
  const seenPush = useRef<boolean | undefined>(undefined);
  const onFormData = useCallback((data: Record<string, unknown>) => {
    const wanted = data.receivePushNotification === true;
    const before = seenPush.current;
    seenPush.current = wanted;
    setPushWanted(wanted);
    // the form reports only what the player changes, so this is the player's click: the browser may ask
    if (wanted && before !== true) void requestNotificationPermission().then(setPermission);
  }, []);
  return (
    <PageLayout id="profile" title={t('profile.title')}>
      <AccountSubMenu />
      <FlowHost
        flow={flowJson}
        implementations={() => profileImplementations(store.api, () => void store.session.logout())}
        screens={profileScreens}
        extras={{ permission, pushWanted, contactPath: at('/contact-us') }}
        store={store}
        onFormData={onFormData}
        className="account profile"
      />
    </PageLayout>
  );
});

export default ProfilePage;
