import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { acceptDocument } from '../../../src/mocks/platform/accept-document';
import { createdRecords } from '../../../src/mocks/platform/created-records';
import { IBAN_DOCUMENT_TYPE } from '../../../src/mocks/platform/cashier/iban-verification';
import { IBAN_DOCUMENT_TYPE as FEATURE_DOCUMENT_TYPE } from '../../../src/features/cashier/iban-verification-implementations';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();

async function logIn(email: string) {
  const login = await platform.client.call('login', { login: email, password: 'Password1' });
  expect(login.ok).toBe(true);
}

describe('mock platform: the IBAN check of withdrawal error 284', () => {
  it('goes from to-be-verified to a document request, then to review once a bank statement is uploaded; withdrawal details follow', async () => {
    await logIn('player.nld@example.com');
    const client = platform.clientFor('NLD');
    expect(await client.call('ibanVerification', undefined)).toMatchObject({ ok: true, data: { status: 'needToBeVerified', maskedIban: null } });
    const verified = await client.call('verifyIban', { abbreviatedName: 'A. Morgan', ibanNumber: 'NL91 ABNA 0417 1643 00' }, attempt());
    expect(verified).toMatchObject({ ok: true, data: { status: 'needToProvideDocument', maskedIban: 'NL91 •••• 4300' } });
    const player = platform.db.state.players.find((candidate) => candidate.email === 'player.nld@example.com')!;
    // another document type does not answer the request
    await acceptDocument(platform.db, player, { file: new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }), name: 'passport', side: 'any', type: 'passport' }, { be: {}, fe: {} } as never);
    expect(await client.call('ibanVerification', undefined)).toMatchObject({ ok: true, data: { status: 'needToProvideDocument' } });
    await acceptDocument(platform.db, player, { file: new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }), name: IBAN_DOCUMENT_TYPE, side: 'any', type: IBAN_DOCUMENT_TYPE }, { be: {}, fe: {} } as never);
    expect(await client.call('ibanVerification', undefined)).toMatchObject({ ok: true, data: { status: 'uploaded' } });
    expect(await client.call('withdrawalDetails', undefined)).toMatchObject({ ok: true, data: { ibanVerificationStatus: 'uploaded' } });
    // the withdrawal still meets 284 until the back office approves
    const body = { method: 12201, currency: 'EUR', storedPayoutReference: 31, amount: '284' };
    expect(await client.call('withdrawalSubmit', body, attempt())).toMatchObject({ ok: false, error: { errorCode: 284 } });
  });

  it('refuses a blank name and an invalid IBAN at their fields, and creates one check per key', async () => {
    await logIn('player.nld@example.com');
    const client = platform.clientFor('NLD');
    expect(await client.call('verifyIban', { abbreviatedName: '  ', ibanNumber: 'NL92ABNA0417164300' }, attempt())).toMatchObject({
      ok: false,
      error: { errorCode: 196, errorDetails: { fields: [{ field: 'abbreviatedName', code: 'required' }, { field: 'ibanNumber', code: 'iban' }] } },
    });
    const idempotencyKey = newIdempotencyKey();
    const first = await client.call('verifyIban', { abbreviatedName: 'A. Morgan', ibanNumber: 'NL91ABNA0417164300' }, { idempotencyKey });
    const second = await client.call('verifyIban', { abbreviatedName: 'A. Morgan', ibanNumber: 'NL91ABNA0417164300' }, { idempotencyKey });
    expect(second).toEqual(first);
    expect(createdRecords(platform.db, 'ibanVerification')).toHaveLength(1);
  });

  it('the site uploads the document type the platform reviews', () => {
    expect(FEATURE_DOCUMENT_TYPE).toBe(IBAN_DOCUMENT_TYPE);
  });
});
