import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/create-api-client';
import { MissingIdempotencyKeyError, newIdempotencyKey } from '../../src/engine/idempotency-key';
import type { UploadProgress } from '../../src/api/upload';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** Just enough XMLHttpRequest for the uploader; the test plays the network. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = { addEventListener: (name: string, listener: Listener) => (this.uploadListeners[name] ??= []).push(listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: Listener) {
    (this.listeners[name] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  // the network's side
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners.progress ?? []) listener({ loaded, total, lengthComputable });
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.fire('load');
  }
  fire(name: string) {
    for (const listener of this.listeners[name] ?? []) listener({ loaded: 0, total: 0, lengthComputable: false });
  }
}

const client = createApiClient({ baseUrl: 'https://platform.example/api', createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
const file = new File(['%PDF-1.7 hello'], 'passport.pdf', { type: 'application/pdf' });
const fields = { name: 'passport', side: 'front', type: 'passport' } as const;
const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request');
  return FakeXhr.last;
};

afterEach(() => {
  FakeXhr.last = undefined;
  vi.useRealTimers();
});

describe('upload (multipart, XMLHttpRequest)', () => {
  it('posts the file and the fields as multipart with the key, reporting progress, and reads the answer', async () => {
    const idempotencyKey = newIdempotencyKey();
    const progress: UploadProgress[] = [];
    const pending = client.upload('uploadDocument', { file, fields }, { idempotencyKey, onProgress: (event) => progress.push(event) });
    const request = xhr();
    expect([request.method, request.url, request.withCredentials]).toEqual(['POST', 'https://platform.example/api/player/documents/upload', true]);
    expect(request.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': idempotencyKey });
    const body = request.body as FormData;
    expect([body.get('name'), body.get('side'), body.get('type')]).toEqual(['passport', 'front', 'passport']);
    expect((body.get('file') as File).name).toBe('passport.pdf');
    request.progress(100, 400);
    request.progress(400, 400);
    request.progress(7, 0, false);
    request.respond(200, JSON.stringify({ id: 'doc-1', status: 'uploaded' }));
    expect(await pending).toEqual({ ok: true, data: { id: 'doc-1', status: 'uploaded' } });
    expect(progress).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
      { loaded: 7, total: file.size },
    ]);
  });

  it('maps an error answer like the JSON client (160 with its file limits)', async () => {
    const pending = client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey() });
    xhr().respond(400, JSON.stringify({ errorCode: 160, errorDetails: { maxFileSize: 5242880, currentFileSize: 6000000 } }));
    expect(await pending).toEqual({
      ok: false,
      error: { kind: 'server', status: 400, path: '/api/player/documents/upload', errorCode: 160, errorDetails: { maxFileSize: 5242880, currentFileSize: 6000000 } },
    });
  });

  it('reads a broken answer as a server error with code 0, a failed connection as network', async () => {
    const broken = client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey() });
    xhr().respond(200, '<html>');
    expect(await broken).toEqual({ ok: false, error: { kind: 'server', status: 200, path: '/api/player/documents/upload', errorCode: 0 } });
    const network = client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey() });
    xhr().fire('error');
    expect(await network).toMatchObject({ ok: false, error: { kind: 'network', errorCode: 0, path: '/api/player/documents/upload' } });
  });

  it("aborts the request on the caller's signal and reports aborted; later events change nothing", async () => {
    const controller = new AbortController();
    const progress = vi.fn();
    const pending = client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey(), signal: controller.signal, onProgress: progress });
    const request = xhr();
    controller.abort();
    expect(request.aborted).toBe(true);
    request.progress(10, 10);
    request.respond(200, '{}');
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted', errorCode: 0 } });
    expect(progress).not.toHaveBeenCalled();
  });

  it('sends nothing for a signal aborted before the upload', async () => {
    const result = await client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey(), signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(FakeXhr.last?.body).toBeUndefined();
  });

  it('gives up after its time limit as a timeout and aborts the request', async () => {
    const pending = client.upload('uploadDocument', { file, fields }, { idempotencyKey: newIdempotencyKey(), timeoutMs: 20 });
    const request = xhr();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout', errorCode: 0 } });
    expect(request.aborted).toBe(true);
  });

  it('requires the attempt key (type error and throw), and refuses a JSON endpoint', () => {
    // @ts-expect-error -- an upload creates something: { idempotencyKey } is required
    expect(() => client.upload('uploadDocument', { file, fields }, {})).toThrow(MissingIdempotencyKeyError);
    // @ts-expect-error -- register is not multipart
    expect(() => client.upload('register', { file, fields: {} }, { idempotencyKey: newIdempotencyKey() })).toThrow(/not multipart/);
    expect(FakeXhr.last).toBeUndefined();
  });
});
