import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a cache file so that a reader never sees it half-written (another studio process, a
 * crash mid-write): the text goes to a temporary file beside it, which then replaces it.
 */
export function writeFileAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
