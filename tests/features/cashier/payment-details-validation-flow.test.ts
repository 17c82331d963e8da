// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/payment-details-validation.flow.json';
import type { StoredPaymentDetailView } from '../../../src/api/endpoints/profile';
import { loadFlow } from '../../../src/engine/load-flow';
import { uploadFileStore } from '../../../src/engine/uploads/upload-file-store';
import { paymentDetailsValidationImplementations } from '../../../src/features/cashier/payment-details-validation-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

const detail = (storedDetailReference: number, blocked: StoredPaymentDetailView['blocked'], documentUploaded?: boolean): StoredPaymentDetailView => ({
  storedDetailReference,
  method: 'card',
  description: `Card ${storedDetailReference}`,
  addedAt: '2026-01-15T10:00:00.000Z',
  blocked,
  ...(documentUploaded ? { documentUploaded } : {}),
});

function start(lists: StoredPaymentDetailView[][]) {
  const uploads: { fields: unknown; idempotencyKey: string }[] = [];
  const api = {
    call: vi.fn(() => Promise.resolve({ ok: true, data: { details: lists.shift() ?? [] } })),
    upload: vi.fn((_endpoint: string, request: { fields: unknown }, options: { idempotencyKey: string }) => {
      uploads.push({ fields: request.fields, idempotencyKey: options.idempotencyKey });
      return Promise.resolve({ ok: true, data: {} });
    }),
  } as unknown as ApiPort;
  const close = vi.fn();
  const changed = vi.fn();
  const actor = createActor(loadFlow(flowJson, asHosted(paymentDetailsValidationImplementations({ api, close, changed })))).start();
  return { actor, uploads, close, changed };
}

function chooseImage(name: string) {
  return uploadFileStore.add(new Blob(['png'], { type: 'image/png' }), { name: `${name}.png`, type: 'image/png', source: 'file' });
}

describe('payment-details-validation flow (spec 2 §8, withdrawal 259)', () => {
  it('one detail blocked by document: straight to its document; each image uploaded with its own key, filed under the detail; then the overview', async () => {
    const run = start([
      [detail(1, 'none'), detail(2, 'byDocument'), detail(3, 'manually')],
      [detail(1, 'none'), detail(2, 'byDocument', true), detail(3, 'manually')],
    ]);
    await waitFor(run.actor, (s) => s.matches('document'));
    expect(run.actor.getSnapshot().context.chosen).toBe(2);
    const images = [chooseImage('a'), chooseImage('b')];
    run.actor.send({ type: 'UPLOAD', data: { images } });
    await waitFor(run.actor, (s) => s.matches('overview'));
    expect(run.uploads).toHaveLength(2);
    expect(run.uploads[0]?.fields).toEqual({ name: 'paymentDetail-2', side: 'any', type: 'paymentDetail' });
    expect(new Set(run.uploads.map((upload) => upload.idempotencyKey)).size).toBe(2);
    expect(run.changed).toHaveBeenCalledOnce();
    expect(run.actor.getSnapshot().context.details[1]?.documentUploaded).toBe(true);
    expect(images.map((image) => uploadFileStore.get(image.id))).toEqual([undefined, undefined]);
  });

  it('several details waiting: the player chooses; a detail that needs no document cannot be chosen', async () => {
    const run = start([[detail(2, 'byDocument'), detail(6, 'byDocument'), detail(3, 'manually')]]);
    await waitFor(run.actor, (s) => s.matches('choose'));
    run.actor.send({ type: 'CHOOSE', reference: 3 });
    await waitFor(run.actor, (s) => s.matches('document'));
    expect(run.actor.getSnapshot().context.chosen).toBeNull();
    run.actor.send({ type: 'CLOSE' });
    expect(run.close).toHaveBeenCalledOnce();
  });

  it('nothing to validate (a document already under review): the overview, no upload', async () => {
    const run = start([[detail(2, 'byDocument', true), detail(1, 'none')]]);
    await waitFor(run.actor, (s) => s.matches('overview'));
    expect(run.uploads).toHaveLength(0);
  });
});
