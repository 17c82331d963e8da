// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { setUpMockPlatform } from './mock-platform-harness';

/** Extra fields per document type sent beside the file (spec 1 §3), checked by the platform like the form (spec 1 §5). */
const platform = setUpMockPlatform();
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');

const upload = (extra: Record<string, string>) =>
  platform.client.upload(
    'uploadDocument',
    { file: new NodeFile([PNG], 'passport.png', { type: 'image/png' }) as unknown as File, fileName: 'passport.png', fields: { name: 'passport', side: 'front', type: 'passport', ...extra } },
    { idempotencyKey: newIdempotencyKey() },
  );

beforeEach(async () => {
  vi.stubGlobal('FormData', NodeFormData);
  expect((await platform.client.call('login', { login: 'player@example.com', password: 'Password1' })).ok).toBe(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('mock platform: a document upload with its extra fields', () => {
  it('accepts valid dates (the platform clock is 2026-01-15)', async () => {
    expect((await upload({ documentNumber: 'AB123456', passportIssueDate: '2020-01-01', passportExpiryDate: '2030-01-01' })).ok).toBe(true);
  });

  it('refuses an expired document, an issue date in the future and a PEP end date that is not ahead (196 per field)', async () => {
    const answer = await upload({ passportIssueDate: '2026-02-01', passportExpiryDate: '2026-01-14', pepOrganisationPositionEndDate: '2026-01-15' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.errorDetails).toEqual({
      fields: [
        { field: 'passportIssueDate', code: 'dateNotInFuture' },
        { field: 'passportExpiryDate', code: 'dateInFuture' },
        { field: 'pepOrganisationPositionEndDate', code: 'dateInFuture' },
      ],
    });
    expect(platform.db.state.documents).toHaveLength(0);
  });
});
