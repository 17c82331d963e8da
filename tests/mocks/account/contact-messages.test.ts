// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_US_ACTION, type ContactMessagePayload } from '../../../src/api/endpoints';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { CONTACT_MESSAGES_PER_DAY, contactMessages, sniffImageType } from '../../../src/mocks/platform/account/contact-messages';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

/** The real uploader (jsdom's XMLHttpRequest, intercepted by msw) with Node's FormData and File, as in document-upload.test.ts. */
const platform = setUpMockPlatform();
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const fileOf = (content: string | Uint8Array<ArrayBuffer>, name: string, type: string) => new NodeFile([content], name, { type }) as unknown as File;

const upload = (file: File, subjectId = '10', idempotencyKey = newIdempotencyKey()) =>
  platform.client.upload('uploadContactAttachment', { file, fileName: file.name, fields: { subjectId } }, { idempotencyKey });

const message = (overrides: Partial<ContactMessagePayload> = {}): ContactMessagePayload => ({
  action: CONTACT_US_ACTION,
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'anna@example.com',
  subjectId: 3,
  subject: 'depositWithdrawal',
  body: 'Where is my deposit?',
  sendMeCopy: false,
  allowAttachments: false,
  files: [],
  ...overrides,
});

beforeEach(() => vi.stubGlobal('FormData', NodeFormData));
afterEach(() => vi.unstubAllGlobals());

describe('mock platform: contact-us (issue 16 §2)', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(sniffImageType(PNG_HEAD)).toBe('image/png');
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('takes a visitor message with a copy, once per idempotency key', async () => {
    const options = attempt();
    const first = await platform.client.call('sendContactMessage', message({ sendMeCopy: true }), options);
    expect(first).toEqual({ ok: true, data: { messageId: expect.stringMatching(/^contact-/) as string, copySentTo: 'anna@example.com' } });
    // the same attempt again (a double click, a retry after a lost answer): the same answer, one message
    expect(await platform.client.call('sendContactMessage', message({ sendMeCopy: true }), options)).toEqual(first);
    expect(contactMessages(platform.db)).toHaveLength(1);
    expect(contactMessages(platform.db)[0]).toMatchObject({ playerId: null, subjectId: 3, subject: 'depositWithdrawal', sendMeCopy: true, files: [] });
  });

  it('refuses missing fields and an unknown subject with 196 and the fields', async () => {
    const answer = await platform.client.call('sendContactMessage', message({ firstName: '', email: 'anna@', subjectId: 11, body: ' ' }), attempt());
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.errorCode).toBe(196);
    expect(answer.error.errorDetails).toEqual({
      fields: [
        { field: 'firstName', code: 'required' },
        { field: 'email', code: 'email' },
        { field: 'subjectId', code: 'oneOf' },
        { field: 'body', code: 'required' },
      ],
    });
  });

  it('uses the profile of a logged-in player for names and e-mail', async () => {
    expect((await platform.client.call('login', { login: 'player@example.com', password: 'Password1' })).ok).toBe(true);
    const answer = await platform.client.call('sendContactMessage', message({ firstName: 'Someone', email: 'other@example.com' }), attempt());
    expect(answer.ok).toBe(true);
    expect(contactMessages(platform.db)[0]).toMatchObject({ firstName: 'Anna', email: 'player@example.com' });
  });

  it('holds images for subject 10 and sends them with one message; refuses another subject, a renamed file and a large one', async () => {
    const front = await upload(fileOf(PNG_HEAD, 'front.png', 'image/png'));
    const back = await upload(fileOf(JPEG_HEAD, 'back.jpg', 'image/jpeg'));
    expect(front).toEqual({ ok: true, data: { id: expect.stringMatching(/^contact-file-/) as string, fileName: 'front.png', contentType: 'image/png', size: PNG_HEAD.length } });
    if (!front.ok || !back.ok) return;

    const renamed = await upload(fileOf('not an image', 'id.png', 'image/png'));
    expect(renamed.ok ? null : renamed.error.errorCode).toBe(160);
    const pdf = await upload(fileOf('%PDF-1.7', 'id.pdf', 'application/pdf'));
    expect(pdf.ok ? null : pdf.error.errorCode).toBe(160);
    const big = await upload(fileOf(new Uint8Array(3 * 1048576 + 1), 'big.png', 'image/png'));
    expect(big.ok ? null : big.error).toMatchObject({ errorCode: 160, errorDetails: { maxFileSize: 3 * 1048576, currentFileSize: 3 * 1048576 + 1 } });
    const otherSubject = await upload(fileOf(PNG_HEAD, 'front.png', 'image/png'), '3');
    expect(otherSubject.ok ? null : otherSubject.error.errorCode).toBe(196);

    // files only with subject 10
    const wrong = await platform.client.call('sendContactMessage', message({ files: [front.data.id] }), attempt());
    expect(wrong.ok ? null : wrong.error.errorDetails).toEqual({ fields: [{ field: 'files', code: 'oneOf' }] });
    const sent = await platform.client.call('sendContactMessage', message({ subjectId: 10, subject: 'validation', allowAttachments: true, files: [front.data.id, back.data.id] }), attempt());
    expect(sent.ok).toBe(true);
    expect(contactMessages(platform.db)[0]?.files.map((file) => file.contentType)).toEqual(['image/png', 'image/jpeg']);
    // a file goes with one message only
    const again = await platform.client.call('sendContactMessage', message({ subjectId: 10, subject: 'validation', allowAttachments: true, files: [front.data.id] }), attempt());
    expect(again.ok ? null : again.error.errorDetails).toEqual({ fields: [{ field: 'files', code: 'uploadFailed' }] });
  });

  it(`answers 225 after ${CONTACT_MESSAGES_PER_DAY} messages of an address in a day, and at once for +exhausted`, async () => {
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_DAY; sent += 1) expect((await platform.client.call('sendContactMessage', message(), attempt())).ok).toBe(true);
    const over = await platform.client.call('sendContactMessage', message(), attempt());
    expect(over.ok ? null : over.error.errorCode).toBe(225);
    const exhausted = await platform.client.call('sendContactMessage', message({ email: 'anna+exhausted@example.com' }), attempt());
    expect(exhausted.ok ? null : exhausted.error.errorCode).toBe(225);
    const unavailable = await platform.client.call('sendContactMessage', message({ email: 'anna+unavailable@example.com' }), attempt());
    expect(unavailable.ok ? null : unavailable.error.errorCode).toBe(0);
  });
});
