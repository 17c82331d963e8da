import type { IncomingMessage } from 'node:http';

/** Session bodies are a few short strings; anything bigger is a mistake or abuse. */
export const MAX_BODY_BYTES = 10 * 1024;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads a JSON request body of at most `limit` bytes. Requiring `application/json` also keeps
 * other sites from posting decisions with a "simple" (preflight-free) cross-origin form or fetch.
 */
export async function readJsonBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<JsonBodyResult> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    request.resume();
    return { ok: false, status: 415, error: 'Content-Type must be application/json.' };
  }
  const tooLarge = { ok: false, status: 413, error: `Body must be at most ${limit} bytes.` } as const;
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return tooLarge;
  }
  // events, not `for await`: leaving an async iterator early would destroy the socket before the answer
  const text = await new Promise<string | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks).toString('utf8') : undefined));
    request.on('error', reject);
  });
  if (text === undefined) return tooLarge;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, error: 'Body is not valid JSON.' };
  }
}
