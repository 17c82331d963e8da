import type { ServerResponse } from 'node:http';

/** Headers every answer of the provider origin carries, pages and API alike. */
const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function send(response: ServerResponse, status: number, contentType: string, body: string, headers: Readonly<Record<string, string>> = {}): void {
  response.writeHead(status, { ...BASE_HEADERS, ...headers, 'Content-Type': contentType });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
