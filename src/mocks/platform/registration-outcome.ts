import { settingAtPath } from '../../engine/setting-at-path';
import type { PlatformSettings } from '../../engine/platform-settings';
import type { RegistrationOutcome } from '../db/mock-types';

const OUTCOMES: readonly RegistrationOutcome[] = ['activation', 'verification', 'autoLogin'];
const TAGS: ReadonlyArray<[string, RegistrationOutcome]> = [
  ['+activation', 'activation'],
  ['+verification', 'verification'],
  ['+autologin', 'autoLogin'],
];

/**
 * What follows a registration: the market's `be.registrationOutcome` setting (default
 * autoLogin), unless the e-mail carries a tag (`anna+activation@example.com`) so QA reaches
 * every success screen in every market.
 */
export function registrationOutcome(email: string, settings: PlatformSettings): RegistrationOutcome {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const tagged = TAGS.find(([tag]) => local.includes(tag));
  if (tagged) return tagged[1];
  const setting = settingAtPath(settings, 'be.registrationOutcome');
  const configured = setting.found ? OUTCOMES.find((outcome) => outcome === setting.value) : undefined;
  return configured ?? 'autoLogin';
}
