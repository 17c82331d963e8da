import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentTreeHash, isLocalePath } from '../../../scripts/lib/studio/content-tree-hash';

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-tree-hash-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const FILES = {
  'schemas/markets.json': '{"markets":[]}',
  'schemas/forms/login/schema.json': '{"type":"object"}',
  'src/i18n/locales/en/forms.json': '{"a":"A"}',
  'tests/fixtures/login/INT/ok.json': '{}',
};

describe('content tree hash', () => {
  it('names the content by what the files hold: a copy has the same hash, a changed text another', () => {
    const hasher = createContentTreeHash();
    const root = tree(FILES);
    const copy = mkdtempSync(join(tmpdir(), 'content-tree-hash-copy-'));
    roots.push(copy);
    cpSync(root, copy, { recursive: true });
    expect(hasher.hash(copy)).toBe(hasher.hash(root));
    writeFileSync(join(copy, 'schemas/forms/login/schema.json'), '{"type":"object","required":[]}');
    expect(hasher.hash(copy)).not.toBe(hasher.hash(root));
  });

  it('counts a new or removed file, and ignores files outside the content directories', () => {
    const hasher = createContentTreeHash();
    const root = tree(FILES);
    const before = hasher.hash(root);
    writeFileSync(join(root, 'README.md'), 'not content');
    expect(hasher.hash(root)).toBe(before);
    writeFileSync(join(root, 'tests/fixtures/login/INT/new.json'), '{}');
    expect(hasher.hash(root)).not.toBe(before);
    rmSync(join(root, 'tests/fixtures/login/INT/new.json'));
    expect(hasher.hash(root)).toBe(before);
  });

  it('reads a file again only when its size or time changed, and a touched file keeps its hash', () => {
    const hasher = createContentTreeHash();
    const root = tree(FILES);
    const first = hasher.hash(root);
    const read = hasher.stats.read;
    expect(read).toBe(Object.keys(FILES).length);
    expect(hasher.hash(root)).toBe(first);
    expect(hasher.stats.read).toBe(read);
    utimesSync(join(root, 'schemas/markets.json'), new Date(), new Date(Date.now() + 5_000));
    expect(hasher.hash(root)).toBe(first);
    expect(hasher.stats.read).toBe(read + 1);
  });

  it('leaves out the translation files when asked (checks that read texts only through the i18n lookup)', () => {
    const hasher = createContentTreeHash();
    const root = tree(FILES);
    const withoutTexts = hasher.hash(root, (path) => !isLocalePath(path));
    writeFileSync(join(root, 'src/i18n/locales/en/forms.json'), '{"a":"B"}');
    expect(hasher.hash(root, (path) => !isLocalePath(path))).toBe(withoutTexts);
    expect(hasher.hash(root)).not.toBe(hasher.hash(tree(FILES)));
  });
});
