import type { MockPlayer } from './mock-types';

const DEFAULT_PLAYER: Omit<MockPlayer, 'id' | 'email'> = {
  password: 'Password1',
  nickName: '',
  firstName: 'Anna',
  lastName: 'Kovács',
  birthDate: '1990-05-17',
  gender: 'female',
  country: 'HUN',
  currency: 'HUF',
  language: 'hu',
  phoneNumber: '+36201234567',
  zipCode: '1051',
  city: 'Budapest',
  address: 'Október 6. utca 12.',
  market: 'HUN',
  status: 'active',
  activated: true,
  emailVerified: true,
  phoneVerified: true,
  verified: true,
  receiveEmail: false,
  receiveSms: false,
  receivePushNotification: false,
  hackCount: 0,
  loginCount: 3,
};

/** A seeded account: Hungarian, activated and verified unless the scenario says otherwise. */
export function seedPlayer(id: string, email: string, overrides: Partial<MockPlayer> = {}): MockPlayer {
  const nickName = overrides.nickName ?? email.split('@')[0]?.replace(/[^A-Za-z0-9_]/g, '_') ?? id;
  return { ...DEFAULT_PLAYER, id, email, ...overrides, nickName };
}
