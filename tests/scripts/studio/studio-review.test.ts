import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { WORKSPACE_DIRS } from '../../../scripts/lib/studio/content-workspace';
import { createStudioGenerate } from '../../../scripts/lib/studio/studio-generate';
import { compareStates, hasCommit, studioReview } from '../../../scripts/lib/studio/studio-review';
import { listFiles } from '../../../scripts/lib/list-files';

let root: string;
let generate: ReturnType<typeof createStudioGenerate>;
const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-review-'));
  for (const dir of WORKSPACE_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  // src/generated committed as in the project (written for this root by gen's code, as the studio does after a save)
  generate = createStudioGenerate({ root });
  await generate.regenerate();
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=studio test', '-c', 'user.email=studio@test.invalid', 'commit', '-q', '-m', 'content');
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('studioReview', () => {
  it('has nothing to review on a clean tree', () => {
    expect(hasCommit(root)).toBe(true);
    expect(studioReview(root)).toMatchObject({ files: [], variants: [], fixturesAdded: [], fixturesChanged: [], fixturesRemoved: [], generated: [], patch: '' });
  });

  it('diffs the saved variants against the last commit, flags breaking changes, and its patch is git diff', async () => {
    const overlay = 'schemas/forms/registration/markets/NLD.json';
    const schema = JSON.parse(readFileSync(join(root, 'schemas/forms/registration/schema.json'), 'utf8')) as { required: string[] };
    writeFileSync(
      join(root, overlay),
      JSON.stringify({
        $comment: 'Kansspelautoriteit: players are identified with their BSN at registration.',
        schema: { required: [...schema.required, 'nationalIdNumber'], properties: { nationalIdNumber: { type: 'string', title: 'forms:nationalIdNumber.label', minLength: 1, maxLength: 20 }, referralCode: null } },
        ui: { referralCode: null },
      }),
    );
    mkdirSync(join(root, 'tests/fixtures/registration/NLD'), { recursive: true });
    writeFileSync(join(root, 'tests/fixtures/registration/NLD/missing-id.json'), '{"description":"x","data":{},"expect":{"valid":false}}\n');
    // the fixtures the save answered: one updated to the new expectation, the old rule's case removed
    const updated = 'tests/fixtures/registration/NLD/valid-full.json';
    const removed = 'tests/fixtures/registration/NLD/national-id-not-required.json';
    const fixture = JSON.parse(readFileSync(join(root, updated), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(root, updated), `${JSON.stringify({ ...fixture, expect: { valid: false, errors: [{ field: '/nationalIdNumber', code: 'required' }] } }, null, 2)}\n`);
    rmSync(join(root, removed));
    // the studio's save writes src/generated again (gen's code): the review carries it into the patch
    const regenerated = await generate.regenerate();
    expect(regenerated.written).toContain('src/generated/variant-index.json');
    const review = studioReview(root);
    expect(review.files).toHaveLength(4);
    expect(review.files).toEqual(
      expect.arrayContaining([
        { path: removed, status: 'deleted' },
        { path: updated, status: 'modified' },
        { path: overlay, status: 'added', comment: 'Kansspelautoriteit: players are identified with their BSN at registration.' },
        { path: 'tests/fixtures/registration/NLD/missing-id.json', status: 'added' },
      ]),
    );
    expect(review.fixturesAdded).toEqual(['tests/fixtures/registration/NLD/missing-id.json']);
    expect(review.fixturesChanged).toEqual([updated]);
    expect(review.fixturesRemoved).toEqual([removed]);
    expect(review.markdown).toContain(`### Fixtures changed\n\n- \`${updated}\``);
    expect(review.markdown).toContain(`### Fixtures removed\n\n- \`${removed}\``);
    const nld = review.variants.find((variant) => variant.form === 'registration' && variant.variant === 'NLD');
    expect(nld?.changes).toEqual(
      expect.arrayContaining([
        { field: 'nationalIdNumber', kind: 'newly required', from: 'conditional', to: 'required', breaking: true },
        { field: 'referralCode', kind: 'removed', from: 'optional', to: 'absent', breaking: false },
      ]),
    );
    expect(review.variants.map((variant) => variant.variant)).toEqual(['NLD']);
    expect(review.markdown).toContain('registration × NLD');
    expect(review.markdown).toContain('breaking for players mid-journey');
    expect(review.markdown).toContain('Kansspelautoriteit');
    expect(review.markdown).toContain('tests/fixtures/registration/NLD/missing-id.json');
    // the patch is git's own (each file whole, as --no-renames shows a generated file whose hash name changed): applied to the last commit it gives the saved files
    git('add', '-N', '.');
    expect(review.patch).toContain(`+++ b/${overlay}`);
    expect(review.patch.replaceAll(/^index .*\n/gm, '')).toBe(git('diff', '--no-renames', 'HEAD').replaceAll(/^index .*\n/gm, ''));
    // the generated files are in it (named in the summary, not listed as content files) …
    expect(review.generated.map((file) => file.path)).toEqual(expect.arrayContaining([...regenerated.written, ...regenerated.removed]));
    expect(review.generated.length).toBe(regenerated.written.length + regenerated.removed.length);
    expect(review.patch).toContain('+++ b/src/generated/variant-index.json');
    expect(review.files.some((file) => file.path.startsWith('src/generated/'))).toBe(false);
    expect(review.markdown).toContain(`- and ${review.generated.length} generated files under \`src/generated/\``);
    // … so the last commit with the patch applied is what gen makes of the saved content: gen --check passes
    expect(await generate.check()).toMatchObject({ written: [], removed: [] });
    const clone = mkdtempSync(join(tmpdir(), 'studio-review-clone-'));
    try {
      execFileSync('git', ['clone', '-q', root, clone]);
      writeFileSync(join(clone, 'content-change.patch'), review.patch);
      execFileSync('git', ['-C', clone, 'apply', 'content-change.patch']);
      const generatedOf = (dir: string) => new Map(listFiles(join(dir, 'src/generated'), '').map((file) => [file, readFileSync(join(dir, 'src/generated', file), 'utf8')]));
      expect(generatedOf(clone)).toEqual(generatedOf(root));
      expect(readFileSync(join(clone, overlay), 'utf8')).toBe(readFileSync(join(root, overlay), 'utf8'));
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('compareStates', () => {
  it('calls an added required field and new rules breaking, an optional one not', () => {
    const before = new Map([['a', { state: 'optional' as const, readOnly: false }]]);
    const after = new Map([
      ['a', { state: 'optional' as const, readOnly: false }],
      ['b', { state: 'required' as const, readOnly: false }],
      ['c', { state: 'optional' as const, readOnly: false }],
    ]);
    expect(compareStates(before, after, '[]', '[{"rule":"x"}]')).toEqual([
      { field: 'b', kind: 'added', from: 'absent', to: 'required', breaking: true },
      { field: 'c', kind: 'added', from: 'absent', to: 'optional', breaking: false },
      { field: '(x-rules)', kind: 'rules changed', breaking: true },
    ]);
  });
});
