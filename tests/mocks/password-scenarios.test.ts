import { describe, expect, it } from 'vitest';
import { MOCK_BASE, setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform();
const codeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

async function lastResetCode(email: string): Promise<string> {
  const response = await fetch(`${MOCK_BASE}/__mock/last-reset-code?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { activationCode: string };
  return body.activationCode;
}

describe('mock platform: password recovery and change', () => {
  it('forgot → reset with the e-mailed code → log in with the new password; the code is used afterwards', async () => {
    expect(codeOf(await platform.client.call('forgotPassword', { email: 'player@example.com' }))).toBe('ok');
    expect(platform.logs.some((line) => line.includes('password reset code for player@example.com'))).toBe(true);
    const activationCode = await lastResetCode('player@example.com');
    expect(activationCode).toMatch(/^reset-/);
    expect(codeOf(await platform.client.call('resetPassword', { activationCode, newPassword: 'Password1' }))).toBe(182);
    expect(codeOf(await platform.client.call('resetPassword', { activationCode, newPassword: 'NewPass2' }))).toBe('ok');
    expect(codeOf(await platform.client.call('login', { login: 'player@example.com', password: 'NewPass2' }))).toBe('ok');
    expect(codeOf(await platform.client.call('resetPassword', { activationCode, newPassword: 'Other3x' }))).toBe(113);
  });

  it('answers 181 for an unknown e-mail', async () => {
    expect(codeOf(await platform.client.call('forgotPassword', { email: 'nobody@example.com' }))).toBe(181);
  });

  it.each([
    ['used-code', 113],
    ['expired-code', 116],
    ['wrong-code', 150],
    ['invalid-code', 183],
  ])('reset code %s answers %i', async (activationCode, code) => {
    expect(codeOf(await platform.client.call('resetPassword', { activationCode, newPassword: 'NewPass2' }))).toBe(code);
  });

  it('changes the password of the logged-in player: 115 logged out, 109 wrong old, 182 same, then ok', async () => {
    const change = (oldPassword: string, newPassword: string) => platform.client.call('changePassword', { oldPassword, newPassword });
    expect(codeOf(await change('Password1', 'NewPass2'))).toBe(115);
    await platform.client.call('login', { login: 'player@example.com', password: 'Password1' });
    const wrong = await change('Wrong1', 'NewPass2');
    expect(wrong.ok || wrong.error.errorCode).toBe(109);
    expect(wrong.ok || wrong.error.errorDetails).toEqual({ hackLimit: 5, hackCount: 1 });
    expect(codeOf(await change('Password1', 'Password1'))).toBe(182);
    expect(codeOf(await change('Password1', 'NewPass2'))).toBe('ok');
    await platform.client.call('logout');
    expect(codeOf(await platform.client.call('login', { login: 'player@example.com', password: 'NewPass2' }))).toBe('ok');
  });
});
