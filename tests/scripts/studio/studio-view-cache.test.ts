import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStudioViewCache } from '../../../scripts/lib/studio/studio-view-cache';

const dirs: string[] = [];
const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-view-cache-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('studio view cache', () => {
  it('computes a view once per content, and a new server over the same content reads it from disk', () => {
    const dir = cacheDir();
    const compute = vi.fn(() => ({ forms: ['login'] }));
    const first = createStudioViewCache({ cacheDir: dir, fingerprint: 'code1' });
    expect(first.get('overview', 'tree-a', compute)).toEqual({ text: '{"forms":["login"]}', origin: 'computed' });
    expect(first.get('overview', 'tree-a', compute).origin).toBe('memory');
    const restarted = createStudioViewCache({ cacheDir: dir, fingerprint: 'code1' });
    expect(restarted.get('overview', 'tree-a', compute)).toEqual({ text: '{"forms":["login"]}', origin: 'disk' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again for other content, and does not read views other code wrote', () => {
    const dir = cacheDir();
    let forms = ['login'];
    const compute = () => ({ forms });
    const cache = createStudioViewCache({ cacheDir: dir, fingerprint: 'code1' });
    cache.get('overview', 'tree-a', compute);
    forms = ['login', 'registration'];
    expect(cache.get('overview', 'tree-b', compute)).toEqual({ text: '{"forms":["login","registration"]}', origin: 'computed' });
    expect(createStudioViewCache({ cacheDir: dir, fingerprint: 'code1' }).get('overview', 'tree-a', compute).origin).toBe('computed');
    expect(createStudioViewCache({ cacheDir: dir, fingerprint: 'code2' }).get('overview', 'tree-b', compute).origin).toBe('computed');
  });

  it('keeps views in memory only without a cache directory', () => {
    const compute = vi.fn(() => 1);
    const cache = createStudioViewCache({ fingerprint: 'code1' });
    expect(cache.get('matrix registration', 'tree-a', compute).origin).toBe('computed');
    expect(cache.get('matrix registration', 'tree-a', compute).origin).toBe('memory');
    expect(createStudioViewCache({ fingerprint: 'code1' }).get('matrix registration', 'tree-a', compute).origin).toBe('computed');
  });
});
