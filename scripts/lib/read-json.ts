import { readFileSync } from 'node:fs';

/** Parses a JSON file; the error names the file. */
export function readJson(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${path}: invalid JSON: ${(error as Error).message}`, { cause: error });
  }
}
