import type { HttpHandler } from 'msw';
import { MOCK_STORAGE_PREFIX } from '../mock-state-storage';
import { endpointHandler } from './endpoint-handler';
import { respond } from './respond';

/** Header a vitest request sends to switch the protection check on (`on`) or off. */
export const PROTECTION_HEADER = 'x-mock-protection';
const STORAGE_KEY = `${MOCK_STORAGE_PREFIX}protection`;

function tabStorage(): Storage | undefined {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether protection is on: the header (vitest), else `?protection=on|off` of the page that runs
 * the mock, kept for the tab like `?market=` so a reload or a link inside the site stays protected.
 */
function protectionOn(request: Request): boolean {
  const header = request.headers.get(PROTECTION_HEADER);
  if (header) return header === 'on';
  const search = (globalThis as { location?: { search?: string } }).location?.search ?? '';
  const asked = new URLSearchParams(search).get('protection');
  const storage = tabStorage();
  if (asked === 'on' || asked === 'off') storage?.setItem(STORAGE_KEY, asked);
  return (asked ?? storage?.getItem(STORAGE_KEY)) === 'on';
}

/** GET /api/protection: `{ enabled }`; enabled only by the QA input (spec 1 §2 Startup). */
export function protectionHandlers(): HttpHandler[] {
  return [endpointHandler('protection', ({ request }) => respond({ data: { enabled: protectionOn(request) } }))];
}
