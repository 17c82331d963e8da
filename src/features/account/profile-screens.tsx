import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { NotificationPermissionState } from './browser-notifications';
import { LoadFailed } from './load-failed';
import type { ProfileContext } from './profile-context';

/** What the profile page hands its screens: the browser's notification permission, whether push is ticked, where support is. */
export interface ProfileExtras {
  permission: NotificationPermissionState;
  /** push ticked as the player left it; undefined until the player changes the form (then the loaded profile says) */
  pushWanted: boolean | undefined;
  contactPath: string;
}

type Props = FlowScreenProps<ProfileContext, ProfileExtras>;

/** The label of each field the platform can lock (the same texts the form's titles use). */
const LOCKED_LABELS: Readonly<Record<string, string>> = {
  email: 'forms:email.label',
  firstName: 'account:fields.firstName',
  lastName: 'account:fields.lastName',
  birthDate: 'forms:birthDate.label',
  gender: 'forms:gender.label',
  country: 'forms:country.label',
};

/** Locked fields (verified details): which ones, and the contact-support path to change them. */
function LockedNote({ context, extras }: Props) {
  const { t } = useTranslation(['account', 'forms']);
  const locked = context.readonlyFields.filter((field) => LOCKED_LABELS[field] !== undefined);
  if (locked.length === 0) return null;
  return (
    <div className="account__locked" id="profile-locked-note">
      <p>
        {t('account:profile.lockedIntro', { fields: locked.map((field) => t(LOCKED_LABELS[field] ?? field)).join(', ') })}{' '}
        <Link to={extras.contactPath}>{t('account:profile.contactSupport')}</Link>
      </p>
    </div>
  );
}

/** The browser's answer about notifications (spec 3 §2): blocked — enable them in the browser; granted — disable them there. */
function PushPermission({ context, extras }: Props) {
  const { t } = useTranslation('account');
  const wanted = extras.pushWanted ?? context.data.receivePushNotification === true;
  if (extras.permission === 'denied' && wanted) {
    return (
      <p className="account__push account__push--blocked" role="status">
        {t('push.blocked')}
      </p>
    );
  }
  if (extras.permission === 'granted') {
    return (
      <p className="account__push" role="status">
        {t('push.granted')}
      </p>
    );
  }
  if (extras.permission === 'unsupported' && wanted) {
    return (
      <p className="account__push" role="status">
        {t('push.unsupported')}
      </p>
    );
  }
  return null;
}

function Saved({ context }: Props) {
  const { t } = useTranslation('account');
  return (
    <p className="account__saved" role="status">
      {context.saved === true ? t('profile.saved') : ''}
    </p>
  );
}

/** The screens flows/profile.flow.json names. */
export const profileScreens: FlowScreenRegistry<ProfileContext, ProfileExtras> = {
  loadFailed: LoadFailed,
  lockedNote: LockedNote,
  pushPermission: PushPermission,
  saved: Saved,
};
