import type { ProfileData, UpdateProfilePayload } from '../../../api/endpoints';
import { phone as isPhone } from '../../../engine/formats/phone';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { lockedFieldsOf, profileOf } from './profile-of';

const TEXT_FIELDS = ['nickName', 'firstName', 'lastName', 'birthDate', 'gender', 'country', 'state', 'city', 'address', 'zipCode', 'phoneNumber'] as const;
const CONSENTS = ['receiveEmail', 'receiveSms', 'receivePushNotification'] as const;
/** A city named `error<code>` answers that catalogue code: how QA reaches the profile's error toast (SCENARIOS.md). */
const SCENARIO_CITY = /^error(\d+)$/i;

type FieldIssue = { field: string; code: string };

/**
 * The profile update (spec 3 §7 "profile update", one call): the fields the player may change and
 * the consents. A locked field with another value, a nickname someone else has, a phone number that
 * is not valid or SMS consent without a valid phone answer 196 with the fields; nothing is changed then.
 */
export function updateProfile(db: MockDb, player: MockPlayer, body: Record<string, unknown>): { data: ProfileData } | { failure: PlatformFailure } {
  const city = body.city;
  const scenario = typeof city === 'string' ? SCENARIO_CITY.exec(city.trim()) : null;
  if (scenario?.[1]) return { failure: platformFailure(Number(scenario[1])) };

  const changes: UpdateProfilePayload = {};
  const issues: FieldIssue[] = [];
  const locked = lockedFieldsOf(player);
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') issues.push({ field, code: 'invalidData' });
    else if (locked.includes(field) && value !== (player[field] ?? '')) issues.push({ field, code: 'invalidData' });
    else changes[field] = value.trim();
  }
  if (typeof body.email === 'string' && body.email !== player.email) issues.push({ field: 'email', code: 'invalidData' });
  for (const consent of CONSENTS) {
    const value = body[consent];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') issues.push({ field: consent, code: 'invalidData' });
    else changes[consent] = value;
  }
  const nickName = changes.nickName;
  if (nickName !== undefined && nickName.toLowerCase() !== player.nickName.toLowerCase() && db.isNickNameTaken(nickName)) {
    issues.push({ field: 'nickName', code: 'duplicated' });
  }
  const phone = changes.phoneNumber ?? player.phoneNumber;
  if (changes.phoneNumber !== undefined && changes.phoneNumber !== '' && !isPhone(changes.phoneNumber)) issues.push({ field: 'phoneNumber', code: 'phone' });
  if ((changes.receiveSms ?? player.receiveSms) && phone === '') issues.push({ field: 'receiveSms', code: 'smsConsentPhoneMissing' });
  if (issues.length > 0) return { failure: platformFailure(196, { fields: issues }) };

  Object.assign(player, changes);
  return { data: profileOf(player) };
}
