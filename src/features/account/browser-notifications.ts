/** What the browser says about web notifications for this site; 'unsupported' where there is no Notification API. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/** The browser's notification permission, read where the API exists (spec 3 §2 consents: blocked and granted messages). */
export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for permission to show notifications, when it has not been decided yet; the
 * answer (or the decision made before) comes back. Called from the player's click on the push
 * checkbox, so the browser treats it as a user gesture.
 */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}
