import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentMirror } from '../../../scripts/lib/studio/content-mirror';
import type { ContentMirror } from '../../../scripts/lib/studio/content-mirror';

let root: string;
let mirror: ContentMirror;

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const OVERLAY = 'schemas/forms/login/markets/SWE.json';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-mirror-'));
  write('schemas/forms/login/schema.json', '{"$id":"login"}');
  write(OVERLAY, '{"$comment":"saved"}');
  write('flows/login.flow.json', '{}');
  write('src/i18n/locales/en/forms.json', '{}');
  mirror = createContentMirror(root);
});

afterEach(() => {
  mirror.dispose();
  rmSync(root, { recursive: true, force: true });
});

describe('content mirror', () => {
  it('runs over the root itself when nothing is unsaved', () => {
    expect(mirror.run({}, (dir) => dir)).toBe(root);
    expect(mirror.stats.copied).toBe(0);
  });

  it('shows the unsaved text to the work, never writes the root, and takes the text out afterwards', () => {
    const [dir, seen] = mirror.run({ [OVERLAY]: '{"$comment":"unsaved"}' }, (at) => [at, readFileSync(join(at, OVERLAY), 'utf8')] as const);
    expect(dir).not.toBe(root);
    expect(seen).toBe('{"$comment":"unsaved"}');
    expect(readFileSync(join(root, OVERLAY), 'utf8')).toBe('{"$comment":"saved"}');
    expect(readFileSync(join(dir, OVERLAY), 'utf8')).toBe('{"$comment":"saved"}');
  });

  it('copies the tree once, then only what changed; picks up new files and drops removed ones', () => {
    mirror.run({ [OVERLAY]: '{}' }, () => undefined);
    const first = mirror.stats.copied;
    expect(first).toBe(4);
    mirror.run({ [OVERLAY]: '{}' }, () => undefined);
    expect(mirror.stats.copied).toBe(first);

    // someone else adds a form and removes the flow in the working tree meanwhile
    write('schemas/forms/deposit-limit/schema.json', '{"$id":"deposit-limit"}');
    rmSync(join(root, 'flows', 'login.flow.json'));
    const dir = mirror.run({ [OVERLAY]: '{}' }, (at) => at);
    expect(mirror.stats.copied).toBe(first + 1);
    expect(readFileSync(join(dir, 'schemas/forms/deposit-limit/schema.json'), 'utf8')).toContain('deposit-limit');
    expect(existsSync(join(dir, 'flows', 'login.flow.json'))).toBe(false);
  });

  it('removes a directory the root no longer has (a form directory left empty would be a content error)', () => {
    write('schemas/forms/time-out/schema.json', '{}');
    const dir = mirror.run({ [OVERLAY]: '{}' }, (at) => at);
    expect(existsSync(join(dir, 'schemas/forms/time-out'))).toBe(true);
    rmSync(join(root, 'schemas/forms/time-out'), { recursive: true });
    mirror.run({ [OVERLAY]: '{}' }, () => undefined);
    expect(readdirSync(join(dir, 'schemas/forms'))).toEqual(['login']);
  });

  it('removes a new file and the directories it needed once the work is done', () => {
    const fixture = 'tests/fixtures/login/NLD/new-case.json';
    const dir = mirror.run({ [fixture]: '{"case":"new"}' }, (at) => {
      expect(readFileSync(join(at, fixture), 'utf8')).toBe('{"case":"new"}');
      return at;
    });
    expect(existsSync(join(dir, fixture))).toBe(false);
    expect(existsSync(join(dir, 'tests/fixtures'))).toBe(false);
    expect(existsSync(join(root, fixture))).toBe(false);
  });

  it('refuses an unsaved text outside the content paths', () => {
    expect(() => mirror.run({ 'src/main.tsx': 'x' }, () => undefined)).toThrow();
    expect(() => mirror.run({ 'schemas/../package.json': '{}' }, () => undefined)).toThrow();
  });
});
