import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { IDEMPOTENT_REPLAY_HEADER } from '../../src/mocks/handlers/endpoint-handler';
import { createdRecordCounts, createdRecords } from '../../src/mocks/platform/created-records';
import { MOCK_BASE, setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform();

const registration = (email = 'twice@example.com') => ({
  email,
  confirmEmail: email,
  password: 'Password1',
  confirmPassword: 'Password1',
  nickName: 'Twice',
  firstName: 'Anna',
  lastName: 'Kovács',
  birthDate: '1995-04-12',
  gender: 'female',
  country: 'HUN',
  city: 'Budapest',
  address: 'Fő utca 1',
  zipCode: '1051',
  phoneNumber: '+36201234567',
  currency: 'HUF',
  ageAndPolicyChecked: true,
  privacyPolicyChecked: true,
});

const playersWith = (email: string) => platform.db.state.players.filter((player) => player.email === email).length;

describe('mock platform: Idempotency-Key on creating calls', () => {
  it('a double submit with the same key registers one player and answers both identically', async () => {
    const idempotencyKey = newIdempotencyKey();
    const first = await platform.client.call('register', registration(), { idempotencyKey });
    expect(first.ok).toBe(true);
    const second = await platform.client.call('register', registration(), { idempotencyKey });
    expect(second).toEqual(first);
    expect(playersWith('twice@example.com')).toBe(1);
    expect(createdRecords(platform.db, 'registration')).toEqual([
      { kind: 'registration', endpoint: 'register', idempotencyKey, at: expect.any(String) as string },
    ]);
  });

  it('two requests of one key in flight at once still create one record', async () => {
    const idempotencyKey = newIdempotencyKey();
    const [a, b] = await Promise.all([
      platform.client.call('register', registration(), { idempotencyKey }),
      platform.client.call('register', registration(), { idempotencyKey }),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
    expect(playersWith('twice@example.com')).toBe(1);
    expect(createdRecordCounts(platform.db)).toEqual({ registration: 1 });
  });

  it('a new key is a new attempt: the same e-mail again is 105 and creates nothing', async () => {
    expect((await platform.client.call('register', registration(), { idempotencyKey: newIdempotencyKey() })).ok).toBe(true);
    const again = await platform.client.call('register', registration(), { idempotencyKey: newIdempotencyKey() });
    expect(again.ok || again.error.errorCode).toBe(105);
    expect(playersWith('twice@example.com')).toBe(1);
    expect(createdRecords(platform.db, 'registration')).toHaveLength(1);
  });

  it('does not keep an error: the same key may try again after the player corrected the form', async () => {
    const idempotencyKey = newIdempotencyKey();
    const refused = await platform.client.call('register', registration('player@example.com'), { idempotencyKey });
    expect(refused.ok || refused.error.errorCode).toBe(105);
    const corrected = await platform.client.call('register', registration('corrected@example.com'), { idempotencyKey });
    expect(corrected.ok).toBe(true);
    expect(createdRecords(platform.db, 'registration')).toHaveLength(1);
  });

  it('replays the stored answer (marked for QA) and scopes a key to its endpoint', async () => {
    const key = newIdempotencyKey();
    const post = (path: string) =>
      fetch(`${MOCK_BASE}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(registration()),
      });
    const first = await post('/player/register');
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    const replayed = await post('/player/register');
    expect(replayed.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await replayed.json()).toEqual(await first.json());
    // the same key on another creating endpoint is that endpoint's own (here: no token → 286)
    const other = await post('/player/register/smartId');
    expect(other.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(((await other.json()) as { errorCode: number }).errorCode).toBe(286);
  });

  it('refuses a creating call without a key or with one that is not a UUID (196 at the header)', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${MOCK_BASE}/player/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(registration()) });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errorCode: 196, errorDetails: { fields: [{ field: 'Idempotency-Key', code: 'required' }] } });
    const invalid = await post({ 'Idempotency-Key': 'again' });
    expect(await invalid.json()).toEqual({ errorCode: 196, errorDetails: { fields: [{ field: 'Idempotency-Key', code: 'invalid' }] } });
    expect(playersWith('twice@example.com')).toBe(0);
  });

  it('shows the records per kind at GET /api/__mock/records', async () => {
    const idempotencyKey = newIdempotencyKey();
    await platform.client.call('register', registration(), { idempotencyKey });
    await platform.client.call('register', registration(), { idempotencyKey });
    const read = async (query: string) => (await fetch(`${MOCK_BASE}/__mock/records${query}`)).json() as Promise<unknown>;
    expect(await read('?kind=registration')).toEqual({
      kind: 'registration',
      count: 1,
      records: [{ kind: 'registration', endpoint: 'register', idempotencyKey, at: expect.any(String) as string }],
    });
    expect(await read('?kind=deposit')).toEqual({ kind: 'deposit', count: 0, records: [] });
    expect(await read('')).toEqual({ counts: { registration: 1 } });
    expect(await read('?kind=nonsense')).toMatchObject({ errorCode: 196 });
  });

  it('keeps the answers with the database snapshot, so a reloaded tab still replays them', async () => {
    const idempotencyKey = newIdempotencyKey();
    await platform.client.call('register', registration(), { idempotencyKey });
    expect(Object.values(platform.db.snapshot().idempotentAnswers)).toEqual([
      expect.objectContaining({ endpoint: 'register', kind: 'registration', key: idempotencyKey, status: 200 }),
    ]);
  });
});
