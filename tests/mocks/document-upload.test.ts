// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import type { UploadProgress } from '../../src/api/upload';
import { EICAR_SIGNATURE } from '../../src/mocks/platform/accept-document';
import { createdRecords } from '../../src/mocks/platform/created-records';
import { setUpMockPlatform } from './mock-platform-harness';

/**
 * The real uploader (jsdom's XMLHttpRequest, intercepted by msw) against the mock platform.
 * jsdom's FormData and File do not survive msw's conversion to a fetch Request in node, so the
 * test hands the uploader Node's own (the browser has one kind of each).
 */
const platform = setUpMockPlatform();
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;

const fileOf = (content: string | Uint8Array<ArrayBuffer>, name: string, type: string) => new NodeFile([content], name, { type }) as unknown as File;
const passport = fileOf('%PDF-1.7 a passport', 'passport.pdf', 'application/pdf');
const fields = { name: 'passport', side: 'front', type: 'passport' } as const;

const upload = (file: File, options: { idempotencyKey?: string; signal?: AbortSignal; onProgress?: (p: UploadProgress) => void } = {}) =>
  platform.client.upload('uploadDocument', { file, fileName: file.name, fields }, { idempotencyKey: newIdempotencyKey(), ...options });

beforeEach(async () => {
  vi.stubGlobal('FormData', NodeFormData);
  expect((await platform.client.call('login', { login: 'player@example.com', password: 'Password1' })).ok).toBe(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('mock platform: document upload (POST /api/player/documents/upload, multipart)', () => {
  it('stores the metadata of an accepted file, never its contents, and reports progress', async () => {
    const progress: UploadProgress[] = [];
    const result = await upload(passport, { onProgress: (event) => progress.push(event) });
    expect(result).toEqual({
      ok: true,
      data: {
        id: expect.stringMatching(/^doc-/) as string,
        name: 'passport',
        side: 'front',
        type: 'passport',
        fileName: 'passport.pdf',
        contentType: 'application/pdf',
        size: passport.size,
        status: 'uploaded',
        uploadedAt: expect.any(String) as string,
      },
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    expect(JSON.stringify(platform.db.snapshot())).not.toContain('a passport');
    expect(platform.db.state.documents).toHaveLength(1);
  });

  it('replays the same key: one document, one upload record, the same answer', async () => {
    const idempotencyKey = newIdempotencyKey();
    const first = await upload(passport, { idempotencyKey });
    const second = await upload(passport, { idempotencyKey });
    expect(second).toEqual(first);
    expect(platform.db.state.documents).toHaveLength(1);
    expect(createdRecords(platform.db, 'upload')).toHaveLength(1);
    expect((await upload(passport)).ok).toBe(true);
    expect(createdRecords(platform.db, 'upload')).toHaveLength(2);
  });

  it('answers 160 for a file too big or of a type not allowed, with the limits in the details', async () => {
    const big = await upload(fileOf(new Uint8Array(5 * 1048576 + 1), 'big.png', 'image/png'));
    expect(big.ok || [big.error.errorCode, big.error.errorDetails]).toEqual([160, { maxFileSize: 5 * 1048576, currentFileSize: 5 * 1048576 + 1 }]);
    const gif = await upload(fileOf('GIF89a', 'scan.gif', 'image/gif'));
    expect(gif.ok || [gif.error.errorCode, gif.error.errorDetails]).toEqual([
      160,
      { allowedTypes: ['image/jpeg', 'image/png', 'application/pdf'], currentFileType: 'image/gif' },
    ]);
    expect(platform.db.state.documents).toHaveLength(0);
    expect(createdRecords(platform.db, 'upload')).toHaveLength(0);
  });

  it('answers 160 once a document has 10 images', async () => {
    for (let index = 0; index < 10; index += 1) expect((await upload(fileOf('png', `side-${index}.png`, 'image/png'))).ok).toBe(true);
    const eleventh = await upload(fileOf('png', 'side-10.png', 'image/png'));
    expect(eleventh.ok || [eleventh.error.errorCode, eleventh.error.errorDetails]).toEqual([160, { maxImageCountPerDocument: 10, currentFileCount: 10 }]);
  });

  it('answers 274 for an infected file (name with "virus" or the EICAR test string) and 275 when the antivirus is down', async () => {
    const code = async (file: File) => {
      const result = await upload(file);
      return result.ok ? 'ok' : result.error.errorCode;
    };
    expect(await code(fileOf('%PDF', 'virus.pdf', 'application/pdf'))).toBe(274);
    expect(await code(fileOf(EICAR_SIGNATURE, 'harmless.png', 'image/png'))).toBe(274);
    expect(await code(fileOf('%PDF', 'antivirus-down.pdf', 'application/pdf'))).toBe(275);
    expect(platform.db.state.documents).toHaveLength(0);
  });

  it('answers 196 for missing fields and 115 without a session', async () => {
    const missing = await platform.client.upload(
      'uploadDocument',
      { file: passport, fileName: 'passport.pdf', fields: { name: '', side: 'top' as 'front', type: '' } },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(missing.ok || missing.error.errorDetails).toEqual({
      fields: [
        { field: 'name', code: 'required' },
        { field: 'type', code: 'required' },
        { field: 'side', code: 'oneOf' },
      ],
    });
    await platform.client.call('logout');
    const loggedOut = await upload(passport);
    expect(loggedOut.ok || loggedOut.error.errorCode).toBe(115);
  });

  it('the Cancel of a slow upload aborts it', async () => {
    const controller = new AbortController();
    const pending = upload(fileOf('%PDF', 'slow-upload.pdf', 'application/pdf'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted', path: '/api/player/documents/upload' } });
  });
});
