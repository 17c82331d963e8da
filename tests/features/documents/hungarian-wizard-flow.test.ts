import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import wizardFlow from '../../../flows/hungarian-wizard.flow.json';
import type { WizardFields } from '../../../src/api/endpoints';
import { loadFlow } from '../../../src/engine/load-flow';
import { uploadFileStore } from '../../../src/engine/uploads/upload-file-store';
import { hungarianWizardImplementations } from '../../../src/features/documents/hungarian-wizard-implementations';
import { UploadProgress } from '../../../src/features/documents/upload-progress';
import type { ApiPort } from '../../../src/stores/api-port';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

type Answer = { ok: true; data: unknown } | { ok: false; error: { errorCode: number; kind: 'server'; errorDetails?: Record<string, unknown> } };
const ok = (data: unknown): Answer => ({ ok: true, data });
const fail = (errorCode: number, errorDetails?: Record<string, unknown>): Answer => ({ ok: false, error: { errorCode, kind: 'server', ...(errorDetails ? { errorDetails } : {}) } });

const PERSONAL: WizardFields = { zipCode: '1051', city: 'Budapest', address: 'Fő utca 1.', addressCardNumber: '123456AB' };
const DOCUMENT: WizardFields = { documentType: 'passport', documentNumber: 'AB123456', issueDate: '2020-01-01', expiryDate: '2030-01-01', issuedBy: 'BM' };

/** A platform scripted per endpoint (the last answer repeats), counting calls in flight. */
function start(script: Record<string, Answer[]>, options: { maxPolls?: number; validationType?: 'deposit' | 'withdrawal'; isLocked?: () => boolean } = {}) {
  const calls: Array<{ endpoint: string; payload: unknown }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const call = vi.fn(async (endpoint: string, payload?: unknown) => {
    calls.push({ endpoint, payload });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await Promise.resolve();
    inFlight -= 1;
    const answers = script[endpoint];
    if (!answers || answers.length === 0) throw new Error(`unscripted call ${endpoint}`);
    return answers.length > 1 ? answers.shift() : answers[0];
  });
  const goToPayment = vi.fn();
  const implementations = hungarianWizardImplementations({ api: { call } as unknown as ApiPort, progress: new UploadProgress(), goToPayment, maxPolls: options.maxPolls, isLocked: options.isLocked });
  const actor = createActor(loadFlow(wizardFlow, asHosted(implementations)), { input: { validationType: options.validationType ?? 'deposit' } }).start();
  return { actor, calls, goToPayment, maxInFlight: () => maxInFlight };
}

const progress = (fields: WizardFields, documents: unknown[] = []) => ({ documents: [ok({ documents })], wizardFields: [ok({ fields })] });

afterEach(() => vi.useRealTimers());

describe('hungarian-wizard flow (spec 1 §4 "Hungarian wizard")', () => {
  it('details answered at start: straight to payment of the verification type', async () => {
    const run = start({ withdrawalDetails: [ok({})] }, { validationType: 'withdrawal' });
    await waitFor(run.actor, (snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('completed');
    expect(run.goToPayment).toHaveBeenCalledWith('withdrawal');
    expect(run.calls.map((call) => call.endpoint)).toEqual(['withdrawalDetails']);
  });

  it('125 with nothing saved: step 0; new → 1 saves and goes to 2; a passport → 3 saves → 4 uploads', async () => {
    const run = start({
      depositDetails: [fail(125)],
      ...progress({}),
      updateFields: [ok({ fields: PERSONAL }), ok({ fields: { ...PERSONAL, ...DOCUMENT } })],
    });
    await waitFor(run.actor, (snapshot) => snapshot.matches('chooseMode'));
    run.actor.send({ type: 'NEW' });
    expect(run.actor.getSnapshot().value).toBe('personal');
    run.actor.send({ type: 'SUBMIT', data: PERSONAL });
    await waitFor(run.actor, (snapshot) => snapshot.matches('documentChoice'));
    expect(run.calls.at(-1)).toEqual({ endpoint: 'updateFields', payload: { formFieldsFor: 'deposit', fields: PERSONAL } });
    run.actor.send({ type: 'CHOOSE_DOCUMENT', documentType: 'passport' });
    expect(run.actor.getSnapshot().context.data.documentType).toBe('passport');
    run.actor.send({ type: 'SUBMIT', data: DOCUMENT });
    await waitFor(run.actor, (snapshot) => snapshot.matches('images'));
    expect(run.calls.at(-1)).toEqual({ endpoint: 'updateFields', payload: { formFieldsFor: 'deposit', fields: { ...PERSONAL, ...DOCUMENT } } });
  });

  it('125 picks the first incomplete step from the saved fields and documents', async () => {
    const personalOnly = start({ depositDetails: [fail(125)], ...progress(PERSONAL) });
    await waitFor(personalOnly.actor, (snapshot) => snapshot.matches('documentChoice'));
    const both = start({ depositDetails: [fail(125)], ...progress({ ...PERSONAL, ...DOCUMENT }) });
    await waitFor(both.actor, (snapshot) => snapshot.matches('images'));
    const someDocument = start({ depositDetails: [fail(125)], ...progress({ city: 'Budapest' }) });
    await waitFor(someDocument.actor, (snapshot) => snapshot.matches('personal'));
  });

  it('quick verification: 265 turns quick off and stays; success confirms personal → document → snapshots → step 5', async () => {
    const quick = { fields: { ...PERSONAL, ...DOCUMENT }, documents: [{ id: 'q1', name: 'passport', side: 'front', type: 'passport', status: 'approved', uploadedAt: '' }] };
    const run = start({
      depositDetails: [fail(125), fail(128)],
      ...progress({}),
      quickVerify: [{ ok: false, error: { errorCode: 265, kind: 'server' } }, ok(quick)],
      updateFields: [ok({ fields: quick.fields })],
    });
    await waitFor(run.actor, (snapshot) => snapshot.matches('chooseMode'));
    run.actor.send({ type: 'QUICK' });
    run.actor.send({ type: 'SUBMIT', data: { siteId: 'SITE-7', email: 'quick@example.com', password: 'wrong' } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('quickLogin') && snapshot.context.notice !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ quick: false, notice: { errorCode: 265 } });
    run.actor.send({ type: 'SUBMIT', data: { password: 'Password1' } });
    await waitFor(run.actor, (snapshot) => snapshot.matches('personal'));
    const context = run.actor.getSnapshot().context;
    expect(context.quick).toBe(true);
    // the other site's values fill the step; the credentials are gone
    expect(context.data).toEqual({ ...PERSONAL, ...DOCUMENT });
    run.actor.send({ type: 'SUBMIT', data: PERSONAL });
    await waitFor(run.actor, (snapshot) => snapshot.matches('document'));
    run.actor.send({ type: 'SUBMIT', data: DOCUMENT });
    await waitFor(run.actor, (snapshot) => snapshot.matches('quickImages'));
    expect(run.actor.getSnapshot().context.quickDocuments).toEqual(quick.documents);
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('reviewPause'));
  });

  it('membership card: found → confirm → step 4; duplicated and notFound → step 3 with the message; decline → step 2', async () => {
    const found = start({
      depositDetails: [fail(125)],
      ...progress(PERSONAL),
      updateFields: [ok({ fields: { ...PERSONAL, lvcNumber: '12345678' } })],
      verifyLvcNumber: [ok({ lvcStatus: 'found', card: { firstName: 'Anna', lastName: 'Kovács', birthDate: '1990-05-17' } })],
      confirmLvcNumber: [ok({ lvcStatus: 'confirmed' })],
    });
    await waitFor(found.actor, (snapshot) => snapshot.matches('documentChoice'));
    found.actor.send({ type: 'USE_CARD' });
    found.actor.send({ type: 'SUBMIT', data: { lvcNumber: '12345678' } });
    await waitFor(found.actor, (snapshot) => snapshot.matches('lvcFound'));
    expect(found.calls.slice(-2)).toEqual([
      { endpoint: 'updateFields', payload: { formFieldsFor: 'deposit', fields: { lvcNumber: '12345678' } } },
      { endpoint: 'verifyLvcNumber', payload: { lvcNumber: '12345678' } },
    ]);
    expect(found.actor.getSnapshot().context.lvcCard).toEqual({ firstName: 'Anna', lastName: 'Kovács', birthDate: '1990-05-17' });
    found.actor.send({ type: 'CONFIRM' });
    await waitFor(found.actor, (snapshot) => snapshot.matches('images'));
    expect(found.actor.getSnapshot().context.fields.lvcStatus).toBe('confirmed');

    for (const lvcStatus of ['duplicated', 'notFound'] as const) {
      const other = start({ depositDetails: [fail(125)], ...progress(PERSONAL), updateFields: [ok({ fields: PERSONAL })], verifyLvcNumber: [ok({ lvcStatus })] });
      await waitFor(other.actor, (snapshot) => snapshot.matches('documentChoice'));
      other.actor.send({ type: 'USE_CARD' });
      other.actor.send({ type: 'SUBMIT', data: { lvcNumber: '1' } });
      await waitFor(other.actor, (snapshot) => snapshot.matches('document'));
      expect(other.actor.getSnapshot().context.lvcMessage).toBe(lvcStatus);
    }

    const declined = start({
      depositDetails: [fail(125)],
      ...progress(PERSONAL),
      updateFields: [ok({ fields: PERSONAL })],
      verifyLvcNumber: [ok({ lvcStatus: 'found' })],
      declineLvcNumber: [ok({ lvcStatus: 'declined' })],
    });
    await waitFor(declined.actor, (snapshot) => snapshot.matches('documentChoice'));
    declined.actor.send({ type: 'USE_CARD' });
    declined.actor.send({ type: 'SUBMIT', data: { lvcNumber: '12345678' } });
    await waitFor(declined.actor, (snapshot) => snapshot.matches('lvcFound'));
    declined.actor.send({ type: 'DECLINE' });
    await waitFor(declined.actor, (snapshot) => snapshot.matches('documentChoice'));
    expect(declined.actor.getSnapshot().context.lvcMessage).toBe('declined');
  });

  it('128 at start: step 5 polls every 10 s, one request at a time, until the details come → payment', async () => {
    vi.useFakeTimers();
    const run = start({ depositDetails: [fail(128), fail(128), fail(128), ok({})] });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().value).toBe('reviewPause');
    expect(run.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.actor.getSnapshot().value).toBe('completed');
    expect(run.calls.map((call) => call.endpoint)).toEqual(['depositDetails', 'depositDetails', 'depositDetails', 'depositDetails']);
    expect(run.maxInFlight()).toBe(1);
    expect(run.goToPayment).toHaveBeenCalledWith('deposit');
  });

  it('polling stops at its limit ("still in review"); Check again starts over', async () => {
    vi.useFakeTimers();
    const run = start({ depositDetails: [fail(128)] }, { maxPolls: 3 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.actor.getSnapshot().value).toBe('stillReviewing');
    const asked = run.calls.length;
    // the start's answer, then 3 polls
    expect(asked).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.calls).toHaveLength(asked);
    run.actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.calls).toHaveLength(asked + 1);
  });

  it('a repeated 125 in step 5 reloads and goes back one step (4) with its message', async () => {
    vi.useFakeTimers();
    const run = start({ depositDetails: [fail(128), fail(125)], ...progress({ ...PERSONAL, ...DOCUMENT }) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.actor.getSnapshot().value).toBe('images');
    expect(run.actor.getSnapshot().context.lvcMessage).toBe('documentsAgain');
  });

  it('step 4 asks each side of the document (fe.documentSides): front, then back, one image each, both uploaded with their side', async () => {
    const call = vi.fn((endpoint: string) => {
      if (endpoint === 'depositDetails') return Promise.resolve(fail(125));
      if (endpoint === 'documents') return Promise.resolve(ok({ documents: [] }));
      return Promise.resolve(ok({ fields: { ...PERSONAL, ...DOCUMENT, documentType: 'nationalIdCard' } }));
    });
    const sent: Array<{ fileName: string; side: unknown; type: unknown }> = [];
    const upload = vi.fn((_endpoint: string, payload: { fileName: string; fields: Record<string, unknown> }) => {
      sent.push({ fileName: payload.fileName, side: payload.fields.side, type: payload.fields.type });
      return Promise.resolve(ok({ id: `doc-${sent.length}` }));
    });
    const implementations = hungarianWizardImplementations({
      api: { call, upload } as unknown as ApiPort,
      progress: new UploadProgress(),
      goToPayment: vi.fn(),
      documentSides: () => ({ identificationCard: ['front', 'back'] }),
    });
    const actor = createActor(loadFlow(wizardFlow, asHosted(implementations)), { input: { validationType: 'deposit' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('imageSide'));
    expect(actor.getSnapshot().context).toMatchObject({ sides: ['front', 'back'], sideIndex: 0, sideForm: 'document-side-image' });
    const front = uploadFileStore.add(new Blob(['front']), { name: 'front.png', type: 'image/png', source: 'file' });
    const back = uploadFileStore.add(new Blob(['back']), { name: 'back.png', type: 'image/png', source: 'camera' });
    actor.send({ type: 'NEXT', data: { images: [front] } });
    expect(actor.getSnapshot().value).toBe('images');
    expect(actor.getSnapshot().context.sideIndex).toBe(1);
    // Back shows the front's image again; Next keeps it
    actor.send({ type: 'BACK', data: {} });
    expect(actor.getSnapshot().value).toBe('imageSide');
    expect(actor.getSnapshot().context.data.images).toEqual([front]);
    actor.send({ type: 'NEXT', data: { images: [front] } });
    actor.send({ type: 'NEXT', data: { images: [back] } });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewChecking') || snapshot.matches('reviewPause') || snapshot.matches('steppingBack') || snapshot.matches('imageSide'));
    expect(sent).toEqual([
      { fileName: 'front.png', side: 'front', type: 'identificationCard' },
      { fileName: 'back.png', side: 'back', type: 'identificationCard' },
    ]);
    // the bytes leave the tab's memory once sent
    expect(uploadFileStore.get(front.id)).toBeUndefined();
    actor.stop();
  });

  it('a passport has one side (its photo page); a confirmed membership card, without sides, takes several pages', async () => {
    const passport = start({ depositDetails: [fail(125)], ...progress({ ...PERSONAL, ...DOCUMENT }) });
    await waitFor(passport.actor, (snapshot) => snapshot.matches('images'));
    expect(passport.actor.getSnapshot().context).toMatchObject({ sides: ['front'], sideForm: 'document-side-image' });
    const card = start({ depositDetails: [fail(125)], ...progress({ ...PERSONAL, lvcNumber: '12345678', lvcStatus: 'confirmed' }) });
    await waitFor(card.actor, (snapshot) => snapshot.matches('images'));
    expect(card.actor.getSnapshot().context).toMatchObject({ sides: ['any'], sideForm: 'document-images' });
  });

  it('a wizard locked by a newer tab stops polling', async () => {
    vi.useFakeTimers();
    let locked = false;
    const run = start({ depositDetails: [fail(128)] }, { isLocked: () => locked });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls).toHaveLength(2);
    locked = true;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run.calls).toHaveLength(2);
    run.actor.stop();
  });
  it('128 with document details (spec 1 §8): what the review asks, then that document\'s sides, uploaded with its type, then step 5 again', async () => {
    const call = vi.fn((endpoint: string) => {
      if (endpoint === 'depositDetails') return Promise.resolve(call.mock.calls.filter(([name]) => name === 'depositDetails').length === 1 ? fail(128, { address: 'notVerified', hasPendingDocumentRequest: true }) : fail(128));
      if (endpoint === 'documents') return Promise.resolve(ok({ documents: [] }));
      return Promise.resolve(ok({ fields: { ...PERSONAL, ...DOCUMENT } }));
    });
    const sent: Array<{ side: unknown; type: unknown }> = [];
    const upload = vi.fn((_endpoint: string, payload: { fields: Record<string, unknown> }) => {
      sent.push({ side: payload.fields.side, type: payload.fields.type });
      return Promise.resolve(ok({ id: `doc-${sent.length}` }));
    });
    const implementations = hungarianWizardImplementations({
      api: { call, upload } as unknown as ApiPort,
      progress: new UploadProgress(),
      goToPayment: vi.fn(),
      documentSides: () => ({ addressCard: ['front', 'back'] }),
    });
    const actor = createActor(loadFlow(wizardFlow, asHosted(implementations)), { input: { validationType: 'deposit' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('documentRequested'));
    expect(actor.getSnapshot().context.request).toEqual({ items: ['address', 'pendingDocument'], documentType: 'addressCard' });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('imageSide');
    expect(actor.getSnapshot().context.sides).toEqual(['front', 'back']);
    // Back from the first side returns to the request, not to the wizard's own document choice
    actor.send({ type: 'BACK', data: {} });
    expect(actor.getSnapshot().value).toBe('documentRequested');
    actor.send({ type: 'UPLOAD' });
    const front = uploadFileStore.add(new Blob(['front']), { name: 'front.png', type: 'image/png', source: 'file' });
    const back = uploadFileStore.add(new Blob(['back']), { name: 'back.png', type: 'image/png', source: 'file' });
    actor.send({ type: 'NEXT', data: { images: [front] } });
    actor.send({ type: 'NEXT', data: { images: [back] } });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewPause'));
    expect(sent).toEqual([
      { side: 'front', type: 'addressCard' },
      { side: 'back', type: 'addressCard' },
    ]);
    expect(actor.getSnapshot().context.request).toBeNull();
    actor.stop();
  });

  it('128 asking only for the phone (spec 1 §8): the e-mail/phone step; Check again asks once more and goes on', async () => {
    vi.useFakeTimers();
    const run = start({ depositDetails: [fail(128), fail(128, { phoneVerified: false }), ok({})] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.actor.getSnapshot().value).toBe('contactRequested');
    expect(run.actor.getSnapshot().context.request).toEqual({ items: ['phone'], documentType: null });
    // no polling while the player verifies
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.calls).toHaveLength(2);
    run.actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().value).toBe('completed');
  });
});
