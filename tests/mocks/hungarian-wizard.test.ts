// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { createMockDb } from '../../src/mocks/db/create-mock-db';
import { LVC_DUPLICATED, LVC_FOUND, QUICK_VERIFY_ACCOUNT, WIZARD_REVIEW_POLLS, wizardFieldsOf, wizardOf } from '../../src/mocks/platform/documents/hungarian-wizard-state';
import { sofQueryOf, sourceOfFundsOf } from '../../src/mocks/platform/documents/source-of-funds-state';
import { setUpMockPlatform } from './mock-platform-harness';

/** The Hungarian-licence wizard's platform (SCENARIOS.md "Documents"), through the real api client. */
const platform = setUpMockPlatform();
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');

const PERSONAL = { zipCode: '1051', city: 'Budapest', address: 'Fő utca 1.', addressCardNumber: '123456AB' };
const DOCUMENT = { documentType: 'passport', documentNumber: 'AB123456', issueDate: '2020-01-01', expiryDate: '2030-01-01', issuedBy: 'BM' } as const;

async function logIn(email: string): Promise<void> {
  expect((await platform.client.call('login', { login: email, password: 'Password1' })).ok).toBe(true);
}
const details = () => platform.client.call('depositDetails');
const errorCodeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

beforeEach(() => vi.stubGlobal('FormData', NodeFormData));
afterEach(() => vi.unstubAllGlobals());

describe('mock platform: Hungarian-licence wizard', () => {
  it('answers 125 until personal details, document details and images are there, then 128 twice, then the details', async () => {
    await logIn('wizard@example.com');
    // a player who never opened the wizard gets the cashier's answer
    expect(errorCodeOf(await details())).toBe('ok');
    await platform.client.call('wizardFields', { formFieldsFor: 'deposit' });
    expect(errorCodeOf(await details())).toBe(125);
    expect((await platform.client.call('updateFields', { formFieldsFor: 'deposit', fields: PERSONAL })).ok).toBe(true);
    expect((await platform.client.call('updateFields', { formFieldsFor: 'deposit', fields: DOCUMENT })).ok).toBe(true);
    expect(errorCodeOf(await details())).toBe(125);
    const file = new NodeFile([PNG], 'passport.png', { type: 'image/png' }) as unknown as File;
    const uploaded = await platform.client.upload('uploadDocument', { file, fileName: 'passport.png', fields: { name: 'passport', side: 'any', type: 'passport' } }, { idempotencyKey: newIdempotencyKey() });
    expect(uploaded.ok).toBe(true);
    for (let poll = 0; poll < WIZARD_REVIEW_POLLS; poll += 1) expect(errorCodeOf(await details())).toBe(128);
    expect(errorCodeOf(await details())).toBe('ok');
    expect(platform.db.state.players.find((player) => player.email === 'wizard@example.com')?.verified).toBe(true);
    expect((await platform.client.call('wizardFields', { formFieldsFor: 'deposit' })).ok && (await platform.client.call('wizardFields', { formFieldsFor: 'deposit' }))).toMatchObject({
      data: { fields: { ...PERSONAL, ...DOCUMENT } },
    });
  });

  it('refuses a zip that is not Hungarian (196 hungaryZipCode)', async () => {
    await logIn('wizard@example.com');
    const answer = await platform.client.call('updateFields', { formFieldsFor: 'deposit', fields: { zipCode: '0123' } });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.errorDetails).toEqual({ fields: [{ field: 'zipCode', code: 'hungaryZipCode' }] });
  });

  it('quick verification: 265 with tries left, then the other account\'s fields and images', async () => {
    await logIn('wizard2@example.com');
    const wrong = await platform.client.call('quickVerify', { ...QUICK_VERIFY_ACCOUNT, password: 'nope' });
    expect(!wrong.ok && wrong.error).toMatchObject({ errorCode: 265, errorDetails: { hackLimit: 3, hackCount: 1 } });
    const right = await platform.client.call('quickVerify', { ...QUICK_VERIFY_ACCOUNT });
    expect(right.ok && right.data.fields).toMatchObject({ zipCode: '1051', documentType: 'nationalIdCard' });
    expect(right.ok && right.data.documents.map((document) => document.id)).toEqual(['quick-front', 'quick-back']);
    // everything is there: under review
    expect(errorCodeOf(await details())).toBe(128);
  });

  it('membership cards: found (confirm / decline), duplicated, not found', async () => {
    await logIn('wizard2@example.com');
    const found = await platform.client.call('verifyLvcNumber', { lvcNumber: LVC_FOUND });
    expect(found.ok && found.data).toEqual({ lvcStatus: 'found', card: { firstName: 'Éva', lastName: 'Tóth', birthDate: '1990-05-17' } });
    expect(await platform.client.call('confirmLvcNumber')).toEqual({ ok: true, data: { lvcStatus: 'confirmed' } });
    // only a found card can be answered
    expect((await platform.client.call('declineLvcNumber')).ok).toBe(false);
    expect(await platform.client.call('verifyLvcNumber', { lvcNumber: LVC_DUPLICATED })).toEqual({ ok: true, data: { lvcStatus: 'duplicated' } });
    expect(await platform.client.call('verifyLvcNumber', { lvcNumber: '11112222' })).toEqual({ ok: true, data: { lvcStatus: 'notFound' } });
  });

  it('keeps the wizard, source-of-funds statuses and documents in the tab\'s snapshot (a reload resumes), never an image', async () => {
    await logIn('wizard@example.com');
    expect((await platform.client.call('updateFields', { formFieldsFor: 'deposit', fields: PERSONAL })).ok).toBe(true);
    await platform.client.call('verifyLvcNumber', { lvcNumber: LVC_DUPLICATED });
    const file = new NodeFile([PNG], 'salary.png', { type: 'image/png' }) as unknown as File;
    const uploaded = await platform.client.upload('uploadDocument', { file, fileName: 'salary.png', fields: { name: 'salary', side: 'any', type: 'salary' } }, { idempotencyKey: newIdempotencyKey() });
    expect(uploaded.ok).toBe(true);
    const player = platform.db.state.players.find((candidate) => candidate.email === 'wizard@example.com');
    if (!player) throw new Error('seeded player missing');
    sourceOfFundsOf(platform.db, player, sofQueryOf('http://localhost/my/sof-validation?sofRejected=inheritance'));

    // what start-mock-platform.ts keeps in sessionStorage, read back as after a reload
    const kept = JSON.stringify(platform.db.snapshot());
    expect(kept).not.toContain('iVBORw0KGgo');
    expect(kept).not.toMatch(/data:[a-z]+\/[a-z0-9.+-]+;base64/i);
    const reloaded = createMockDb(JSON.parse(kept) as ReturnType<typeof platform.db.snapshot>);
    const again = reloaded.state.players.find((candidate) => candidate.id === player.id);
    if (!again) throw new Error('player not kept');
    const wizard = wizardOf(reloaded, again, 'http://localhost/');
    expect(wizard && wizardFieldsOf(wizard).fields).toEqual({ ...PERSONAL, lvcNumber: LVC_DUPLICATED, lvcStatus: 'duplicated' });
    const sof = sourceOfFundsOf(reloaded, again, sofQueryOf('http://localhost/my/sof-validation'));
    expect(sof.sofDetails.inheritance.status).toBe('rejected');
    expect(sof.sofDetails.salary.status).toBe('uploaded');
  });

  it('serves a stored document\'s image (GET /api/player/documents/images/{id}); another player\'s is 404', async () => {
    await logIn('wizard@example.com');
    const file = new NodeFile([PNG], 'front.png', { type: 'image/png' }) as unknown as File;
    const uploaded = await platform.client.upload('uploadDocument', { file, fileName: 'front.png', fields: { name: 'passport', side: 'front', type: 'passport' } }, { idempotencyKey: newIdempotencyKey() });
    const id = uploaded.ok ? uploaded.data.id : '';
    const image = await fetch(`http://localhost/api/player/documents/images/${id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 4)).toEqual(PNG.subarray(0, 4));
    await platform.client.call('logout');
    await logIn('player@example.com');
    expect((await fetch(`http://localhost/api/player/documents/images/${id}`)).status).toBe(404);
  });
  it('hwStart=documents: 128 with document details until an address card is uploaded, then one 128 and approved', async () => {
    await logIn('wizard2@example.com');
    const player = platform.db.state.players.find((candidate) => candidate.email === 'wizard2@example.com');
    if (!player) throw new Error('seeded player missing');
    wizardOf(platform.db, player, 'http://localhost/my/account-validation?method=hungarianWizard&hwStart=documents');
    const asked = await details();
    expect(!asked.ok && asked.error).toMatchObject({ errorCode: 128, errorDetails: { address: 'notVerified', hasPendingDocumentRequest: true } });
    // another document does not answer the request
    const other = new NodeFile([PNG], 'salary.png', { type: 'image/png' }) as unknown as File;
    await platform.client.upload('uploadDocument', { file: other, fileName: 'salary.png', fields: { name: 'otherDocuments', side: 'any', type: 'otherDocuments' } }, { idempotencyKey: newIdempotencyKey() });
    expect(await details()).toMatchObject({ ok: false, error: { errorCode: 128, errorDetails: { address: 'notVerified' } } });
    const file = new NodeFile([PNG], 'address-front.png', { type: 'image/png' }) as unknown as File;
    await platform.client.upload('uploadDocument', { file, fileName: 'address-front.png', fields: { name: 'addressCard', side: 'front', type: 'addressCard' } }, { idempotencyKey: newIdempotencyKey() });
    const plain = await details();
    expect(!plain.ok && plain.error.errorCode).toBe(128);
    expect(!plain.ok && plain.error.errorDetails).toBeUndefined();
    expect(errorCodeOf(await details())).toBe('ok');
  });

  it('hwStart=contact: 128 asking for the phone while it is not verified', async () => {
    await logIn('wizard2@example.com');
    const player = platform.db.state.players.find((candidate) => candidate.email === 'wizard2@example.com');
    if (!player) throw new Error('seeded player missing');
    wizardOf(platform.db, player, 'http://localhost/my/account-validation?method=hungarianWizard&hwStart=contact');
    expect(await details()).toMatchObject({ ok: false, error: { errorCode: 128, errorDetails: { phoneVerified: false } } });
    expect(await details()).toMatchObject({ ok: false, error: { errorCode: 128, errorDetails: { phoneVerified: false } } });
    player.phoneVerified = true;
    const plain = await details();
    expect(!plain.ok && plain.error.errorDetails).toBeUndefined();
  });
});
