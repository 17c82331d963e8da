import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { discoverFixtures } from '../../src/engine/fixtures/discover-fixtures';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fixture-discovery-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function touch(relativePath: string): void {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}');
}

describe('discoverFixtures', () => {
  it('finds every .json file recursively, sorted, with form and market from the folders', () => {
    touch('registration/HUN/b.json');
    touch('login/INT/a.json');
    touch('registration/HUN/a.json');
    touch('fixtures.test.ts');
    touch('login/INT/notes.md');

    const found = discoverFixtures(root);

    expect(found.map((ref) => ref.relativePath)).toEqual([
      'login/INT/a.json',
      'registration/HUN/a.json',
      'registration/HUN/b.json',
    ]);
    expect(found[1]).toMatchObject({ formId: 'registration', market: 'HUN', file: join(root, 'registration/HUN/a.json') });
  });

  it('reads a payment method from <form>/<market>/<method>/<case>.json', () => {
    touch('cashier-deposit/GBR/card/expired.json');

    expect(discoverFixtures(root)).toEqual([
      { file: join(root, 'cashier-deposit/GBR/card/expired.json'), relativePath: 'cashier-deposit/GBR/card/expired.json', formId: 'cashier-deposit', market: 'GBR', method: 'card' },
    ]);
  });

  it('keeps misplaced .json files, without form or market, so the runner can fail them', () => {
    touch('stray.json');
    touch('login/INT/extra/deeper/deep.json');

    const found = discoverFixtures(root);

    expect(found).toHaveLength(2);
    for (const ref of found) {
      expect(ref.formId).toBeUndefined();
      expect(ref.market).toBeUndefined();
    }
  });
});
