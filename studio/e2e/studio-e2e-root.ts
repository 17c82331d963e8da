import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The throw-away copy of the content the studio e2e edits (never the working tree). */
export const STUDIO_E2E_ROOT = process.env.STUDIO_E2E_ROOT ?? join(tmpdir(), 'content-studio-e2e');
/** The studio e2e's own cache (views, check steps, compiled validators): emptied with the root, so every run starts cold like CI. */
export const STUDIO_E2E_CACHE = `${STUDIO_E2E_ROOT}-cache`;
export const STUDIO_E2E_PORT = Number(process.env.STUDIO_PORT ?? 4310);
