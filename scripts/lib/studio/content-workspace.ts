import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveContentPath } from './content-paths';

/** What the content check and the resolver read under a root (the format sources for the ReDoS check). */
export const WORKSPACE_DIRS = ['schemas', 'flows', 'tests/fixtures', 'src/i18n/locales', 'src/engine/formats'] as const;

/** Unsaved editor texts by content path. */
export type ContentOverrides = Readonly<Record<string, string>>;

/** A JSON text that does not parse, with where (1-based line and column). */
export interface JsonParseProblem {
  file: string;
  message: string;
  line: number;
  column: number;
}

/** The first JSON syntax error of a text, or undefined when it parses to an object. */
export function jsonProblem(file: string, text: string): JsonParseProblem | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { file, message: 'a content file holds one JSON object', line: 1, column: 1 };
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const offset = position?.[1] === undefined ? text.length : Number(position[1]);
    const before = text.slice(0, offset).split('\n');
    return { file, message, line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
  }
}

/**
 * Runs `work` over the content as it would be with the unsaved texts: over `root` itself when there
 * are none, else over a throw-away copy of the content directories with the texts written in
 * (the real tree is never touched; the copy is removed afterwards). Paths are checked as writes.
 */
export function withOverrides<T>(root: string, overrides: ContentOverrides, work: (root: string) => T): T {
  const paths = Object.keys(overrides);
  if (paths.length === 0) return work(root);
  const copy = mkdtempSync(join(tmpdir(), 'content-studio-'));
  try {
    for (const dir of WORKSPACE_DIRS) {
      const from = join(root, dir);
      if (existsSync(from)) cpSync(from, join(copy, dir), { recursive: true });
    }
    for (const path of paths) {
      const target = resolveContentPath(copy, path, 'write');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, overrides[path] ?? '');
    }
    return work(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
