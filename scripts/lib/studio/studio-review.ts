import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { VariantAxes } from '../../../src/engine/variant-axes';
import { variantKey } from '../../../src/engine/variant-axes';
import { resolveVariant } from '../../../src/engine/resolve-variant';
import { declaredChains } from '../declared-chains';
import { createFsContentSource } from '../fs-content-source';
import { isWritableContentPath } from './content-paths';
import { withOverrides } from './content-workspace';
import type { FieldStateInfo } from './field-states';
import { fieldStates } from './field-states';

/** Content directories the review compares with the last commit. */
const REVIEWED = ['schemas', 'flows', 'tests/fixtures', 'src/i18n/locales'];
/** What gen derives from the content (committed; the studio writes it again after each save). */
const GENERATED = 'src/generated';

export type ChangeKind = 'added' | 'removed' | 'newly required' | 'no longer required' | 'state changed' | 'rules changed';

export interface FieldChange {
  field: string;
  kind: ChangeKind;
  from?: string;
  to?: string;
  /** a player mid-journey (a draft, an open form) meets a requirement the page did not have */
  breaking: boolean;
}

export interface VariantChange {
  form: string;
  /** "<market>" or "<market>/<method>" */
  variant: string;
  changes: FieldChange[];
}

export interface StudioReview {
  /** changed content files against the last commit (added, modified or deleted), POSIX paths */
  files: Array<{ path: string; status: 'added' | 'modified' | 'deleted'; comment?: string }>;
  variants: VariantChange[];
  fixturesAdded: string[];
  /** fixtures whose file changed (an expectation updated for the change) and fixtures removed */
  fixturesChanged: string[];
  fixturesRemoved: string[];
  /** files under src/generated that differ from the last commit: gen's output for the saved content */
  generated: Array<{ path: string; status: 'added' | 'modified' | 'deleted' }>;
  markdown: string;
  /** `git diff` of the changed content files and generated files, new files included: applied to the last commit, `gen --check` passes */
  patch: string;
}

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 50_000_000 });
}

/** Whether the content root is inside a git work tree with at least one commit. */
export function hasCommit(root: string): boolean {
  try {
    git(root, ['rev-parse', '--verify', 'HEAD']);
    return true;
  } catch {
    return false;
  }
}

/** The files under `dirs` that differ from the last commit (untracked ones as added) and pass `keep`. */
function changedUnder(root: string, dirs: readonly string[], keep: (path: string) => boolean): StudioReview['generated'] {
  const files: StudioReview['generated'] = [];
  for (const line of git(root, ['diff', '--name-status', '--relative', 'HEAD', '--', ...dirs]).split('\n')) {
    const [status, path] = line.split('\t');
    if (!status || !path || !keep(path)) continue;
    files.push({ path, status: status.startsWith('A') ? 'added' : status.startsWith('D') ? 'deleted' : 'modified' });
  }
  for (const path of git(root, ['ls-files', '--others', '--exclude-standard', '--', ...dirs]).split('\n')) {
    if (path && keep(path) && !files.some((file) => file.path === path)) files.push({ path, status: 'added' });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function changedFiles(root: string): StudioReview['files'] {
  const files: StudioReview['files'] = changedUnder(root, REVIEWED, isWritableContentPath);
  for (const file of files) {
    if (file.status === 'deleted' || !file.path.endsWith('.json')) continue;
    try {
      const json = JSON.parse(readFileSync(join(root, file.path), 'utf8')) as unknown;
      if (isJsonObject(json) && typeof json.$comment === 'string') file.comment = json.$comment;
    } catch {
      // an unreadable file is the content check's to report
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The content as it was at the last commit: the working copy with every changed file put back. */
function atHead<T>(root: string, files: StudioReview['files'], work: (dir: string) => T): T {
  return withOverrides(root, { 'schemas/markets.json': readFileSync(join(root, 'schemas/markets.json'), 'utf8') }, (copy) => {
    for (const file of files) {
      const target = join(copy, file.path);
      if (file.status === 'added') rmSync(target, { force: true });
      else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, git(root, ['show', `HEAD:./${file.path}`]));
      }
    }
    return work(copy);
  });
}

const label = (info: FieldStateInfo | undefined) => (info === undefined ? 'absent' : `${info.state}${info.readOnly ? ' read-only' : ''}`);

/** What a variant's change means for players: fields added / removed, newly required, rules changed. */
export function compareStates(before: ReadonlyMap<string, FieldStateInfo>, after: ReadonlyMap<string, FieldStateInfo>, rulesBefore: string, rulesAfter: string): FieldChange[] {
  const changes: FieldChange[] = [];
  const shown = (info: FieldStateInfo | undefined) => info !== undefined && info.state !== 'hidden';
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(field);
    const now = after.get(field);
    if (label(was) === label(now)) continue;
    const from = label(was);
    const to = label(now);
    if (!shown(was) && shown(now)) changes.push({ field, kind: 'added', from, to, breaking: now?.state === 'required' });
    else if (shown(was) && !shown(now)) changes.push({ field, kind: 'removed', from, to, breaking: false });
    else if (now?.state === 'required' && was?.state !== 'required') changes.push({ field, kind: 'newly required', from, to, breaking: true });
    else if (was?.state === 'required' && now?.state !== 'required') changes.push({ field, kind: 'no longer required', from, to, breaking: false });
    else changes.push({ field, kind: 'state changed', from, to, breaking: false });
  }
  if (rulesBefore !== rulesAfter) changes.push({ field: '(x-rules)', kind: 'rules changed', breaking: true });
  return changes;
}

function variantStates(dir: string, formId: string, axes: VariantAxes) {
  const source = createFsContentSource(dir);
  if (!source.formIds().includes(formId)) return { states: new Map<string, FieldStateInfo>(), rules: '' };
  const variant = resolveVariant(formId, axes, { source });
  return { states: fieldStates(variant.schema, variant.ui), rules: JSON.stringify(variant.schema['x-rules'] ?? null) };
}

function markdown(review: Omit<StudioReview, 'markdown' | 'patch'>): string {
  const lines = ['## Content change', ''];
  const overlays = review.files.filter((file) => !file.path.startsWith('tests/fixtures/'));
  if (overlays.length > 0 || review.generated.length > 0) {
    lines.push('### Files and the rules they implement', '');
    for (const file of overlays) lines.push(`- \`${file.path}\` (${file.status})${file.comment ? ` — ${file.comment}` : ''}`);
    if (review.generated.length > 0) lines.push(`- and ${review.generated.length} generated ${review.generated.length === 1 ? 'file' : 'files'} under \`${GENERATED}/\` (\`npm run gen\`'s output for this content)`);
    lines.push('');
  }
  if (review.variants.length > 0) {
    lines.push('### What players see', '');
    for (const variant of review.variants) {
      const market = variant.variant;
      lines.push(`- **${variant.form} × ${market}**`);
      for (const change of variant.changes) {
        lines.push(`  - \`${change.field}\`: ${change.kind}${change.from && change.to ? ` (${change.from} → ${change.to})` : ''}${change.breaking ? ' — **breaking for players mid-journey**' : ''}`);
      }
    }
    lines.push('');
  }
  lines.push('### Fixtures added', '', ...(review.fixturesAdded.length > 0 ? review.fixturesAdded.map((path) => `- \`${path}\``) : ['- none']), '');
  if (review.fixturesChanged.length > 0) lines.push('### Fixtures changed', '', ...review.fixturesChanged.map((path) => `- \`${path}\``), '');
  if (review.fixturesRemoved.length > 0) lines.push('### Fixtures removed', '', ...review.fixturesRemoved.map((path) => `- \`${path}\``), '');
  return lines.join('\n');
}

/**
 * The saved content against the last commit: the changed files (with their rules), a semantic
 * diff of every variant a changed file takes part in, the Markdown summary for the pull request and
 * the patch (`git diff`, new files included) — built from git itself, so it matches `git diff --no-renames` (src/generated included).
 */
export function studioReview(root: string): StudioReview {
  const files = changedFiles(root);
  const variants: VariantChange[] = [];
  const source = createFsContentSource(root);
  const touched = (formId: string) =>
    files.some((file) => file.path.startsWith(`schemas/forms/${formId}/`) || (file.path.startsWith('schemas/cashier/') && source.formAxes(formId).methods.length > 0) || file.path.startsWith('schemas/settings/'));
  const forms = source.formIds().filter(touched);
  if (forms.length > 0) {
    atHead(root, files, (head) => {
      for (const formId of forms) {
        for (const axes of declaredChains(source, formId)) {
          let before;
          try {
            before = variantStates(head, formId, axes);
          } catch {
            before = { states: new Map<string, FieldStateInfo>(), rules: '' };
          }
          const after = variantStates(root, formId, axes);
          const changes = compareStates(before.states, after.states, before.rules, after.rules);
          if (changes.length > 0) variants.push({ form: formId, variant: variantKey(axes.market, axes.method), changes });
        }
      }
    });
  }
  const fixturesAdded = files.filter((file) => file.status === 'added' && file.path.startsWith('tests/fixtures/')).map((file) => file.path);
  const generated = changedUnder(root, [GENERATED], () => true);
  // file by file in git's order (by path), so changed, removed and new files interleave as in `git diff --no-renames`
  // (a generated file named by its content hash is removed and added, not renamed: plain for `patch` too)
  const patch = [...files, ...generated]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => {
      if (file.status !== 'added') return git(root, ['diff', '--no-renames', '--relative', 'HEAD', '--', file.path]);
      if (!existsSync(join(root, file.path))) return '';
      try {
        return git(root, ['diff', '--no-index', '--', '/dev/null', file.path]);
      } catch (error) {
        // git diff --no-index exits 1 when the files differ: its output is the diff
        const { stdout } = error as { stdout?: string | Buffer };
        return typeof stdout === 'string' ? stdout : (stdout?.toString('utf8') ?? '');
      }
    })
    .join('');
  const fixturesOf = (status: 'modified' | 'deleted') => files.filter((file) => file.status === status && file.path.startsWith('tests/fixtures/')).map((file) => file.path);
  const review = { files, variants, fixturesAdded, fixturesChanged: fixturesOf('modified'), fixturesRemoved: fixturesOf('deleted'), generated };
  return { ...review, markdown: markdown(review), patch };
}
