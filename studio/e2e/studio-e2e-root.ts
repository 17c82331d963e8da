import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The throw-away copy of the content the studio e2e edits (never the working tree). */
export const STUDIO_E2E_ROOT = process.env.STUDIO_E2E_ROOT ?? join(tmpdir(), 'content-studio-e2e');
export const STUDIO_E2E_PORT = Number(process.env.STUDIO_PORT ?? 4310);
