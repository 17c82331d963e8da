import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { useRootStore } from '../hooks/use-root-store';

/** Router state a denied page sends home with, so home says why (spec 1 §6, spec 3 §4). */
export const ACCESS_DENIED_STATE = { accessDenied: true } as const;

function isAccessDenied(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accessDenied?: unknown }).accessDenied === true;
}

/** The access-denied notice shown after a denied page redirected home. */
export function AccessDeniedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const { settings } = useRootStore();
  const hideAfterMs = Number(settings.feValue('notificationAutoHideDuration') ?? 5000);
  const message = isAccessDenied(location.state) ? t('site:accessDenied') : null;
  return (
    <div className="access-denied-notice">
      <AutoHidingNotice key={location.key} message={message} hideAfterMs={hideAfterMs} />
    </div>
  );
}
