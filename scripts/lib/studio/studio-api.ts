import type { FSWatcher } from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { overlayChain } from '../../../src/engine/overlay-chain';
import { resolveVariant } from '../../../src/engine/resolve-variant';
import { settingsFromFiles } from '../../../src/engine/settings-from-files';
import type { ContentError } from '../content-check/content-error';
import { createFsContentSource } from '../fs-content-source';
import { readJson } from '../read-json';
import { ContentPathError, isWritableContentPath, resolveContentPath } from './content-paths';
import type { CheckStepMemo } from './check-step-memo';
import { createCheckStepMemo } from './check-step-memo';
import { createContentTreeHash } from './content-tree-hash';
import type { ContentOverrides } from './content-workspace';
import { jsonProblem, WORKSPACE_DIRS } from './content-workspace';
import type { ContentMirror } from './content-mirror';
import { createContentMirror } from './content-mirror';
import type { CheckScope } from './scoped-check';
import { checkScope, scopedCheck, scopeKey, warmScopedCheck } from './scoped-check';
import type { GenerateReport } from './studio-generate';
import { createStudioGenerate } from './studio-generate';
import { studioMatrix } from './studio-matrix';
import { hasCommit, studioReview } from './studio-review';
import type { StudioValidators } from './studio-validators';
import { studioVocabulary } from './studio-vocabulary';
import type { TreeFixtureOutcome } from './tree-fixtures';
import { formsAffectedBy, prepareTreeFixtures, runTreeFixtures } from './tree-fixtures';
import type { ViewOrigin } from './studio-view-cache';
import { createStudioViewCache } from './studio-view-cache';
import type { VariantCheckMemo } from './variant-check-memo';
import { codeFingerprint, createVariantCheckMemo, fingerprintOfFiles } from './variant-check-memo';

export interface StudioApiContext {
  root: string;
  validators: StudioValidators;
  /** where the variant-check memo is kept between runs (none: in memory) */
  cacheDir?: string;
}

const MAX_BODY = 2_000_000;
/** The studio's own code a view (overview, matrix) is computed by, besides the checks' code. */
const VIEW_CODE_FILES = ['scripts/lib/studio/studio-api.ts', 'scripts/lib/studio/studio-matrix.ts', 'scripts/lib/studio/field-states.ts', 'scripts/lib/fs-content-source.ts', 'scripts/lib/declared-chains.ts', 'scripts/lib/cashier-catalogue.ts'];
/** Code the whole check's named checks read besides the checks' own (check-step-memo.ts). */
const STEP_CODE_FILES = ['src/features/flow-implementation-names.ts', 'scripts/lib/fs-content-source.ts', 'scripts/lib/declared-chains.ts', 'scripts/lib/cashier-catalogue.ts', 'scripts/lib/read-json.ts'];
/** The form whose matrix the studio opens with (its first view, computed before the server listens). */
export const FIRST_FORM = 'registration';
const LANGUAGES = ['en', 'hu', 'sv'] as const;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The caller went away (a newer text aborted this call): skip the work. */
class AbandonedError extends Error {}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new HttpError(413, 'request too large');
    chunks.push(buffer);
  }
  // let the socket's close of an aborted call arrive before the synchronous work starts
  await new Promise((resolve) => setImmediate(resolve));
  if (req.socket.destroyed) throw new AbandonedError('abandoned');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'the request body is not JSON');
  }
}

function overridesOf(body: unknown): ContentOverrides {
  const overrides = isJsonObject(body) && isJsonObject(body.overrides) ? body.overrides : {};
  const result: Record<string, string> = {};
  for (const [path, text] of Object.entries(overrides)) {
    if (typeof text !== 'string') throw new HttpError(400, `override ${path}: text expected`);
    result[path] = text;
  }
  return result;
}

/**
 * Fixture files the save removes (`deletes`): only existing files under tests/fixtures/, as writes.
 */
function deletesOf(root: string, body: unknown): string[] {
  const deletes = isJsonObject(body) && Array.isArray(body.deletes) ? body.deletes : [];
  return deletes.map((path) => {
    if (typeof path !== 'string' || !path.startsWith('tests/fixtures/')) throw new HttpError(400, `only fixture files can be removed: ${JSON.stringify(path)}`);
    if (!existsSync(resolveContentPath(root, path, 'write'))) throw new HttpError(404, `${path} does not exist`);
    return path;
  });
}

/** The fixtures a change would break, found by npm test's fixture runner over the changed content. */
export interface FixtureImpact {
  /** the forms whose fixtures ran */
  forms: string[];
  /** how many fixture files ran */
  ran: number;
  /** the fixtures that pass with the saved content (or are written by the change) and fail with the change */
  failing: TreeFixtureOutcome[];
  ms: number;
}

const errorKey = (error: ContentError) => `${error.file}\u0000${error.pointer}\u0000${error.message}`;

/** How a check went: the form variants checked again and those whose result was known. */
export interface CheckFigures {
  variantsChecked: number;
  variantsReused: number;
  /** "form × market" of the variants checked again (the first 50 different ones) */
  checked: string[];
  /** a whole check (texts, settings, markets): its named checks run again, and how many were reused */
  steps?: { checked: string[]; reused: number };
  ms: number;
}

/**
 * The content check over the tree with the unsaved texts, limited to what they can affect;
 * `introduced` = the errors the saved tree does not have under the same checks. Only the form
 * variants whose content changed are checked again (the memo); the others' results are reused.
 */
function checkWith(root: string, overrides: ContentOverrides, baseline: (scope: CheckScope) => ContentError[], mirror: ContentMirror, memo: VariantCheckMemo, steps: CheckStepMemo) {
  for (const [path, text] of Object.entries(overrides)) {
    const problem = jsonProblem(path, text);
    if (problem) return { parse: problem, errors: [], introduced: [] };
  }
  const started = performance.now();
  const source = createFsContentSource(root);
  const scope = checkScope(Object.keys(overrides), source.formIds().filter((id) => source.formAxes(id).methods.length > 0));
  memo.resetStats();
  steps.resetStats();
  const known = new Set(baseline(scope).map(errorKey));
  const errors = mirror.run(overrides, (dir) => scopedCheck(dir, scope, memo.variantProblems, steps));
  const figures: CheckFigures = {
    variantsChecked: memo.stats.computed,
    variantsReused: memo.stats.reused,
    checked: [...new Set(memo.stats.computedVariants)].slice(0, 50),
    ...(scope.full ? { steps: { checked: [...new Set(steps.stats.computed)], reused: steps.stats.reused.length } } : {}),
    ms: Math.round(performance.now() - started),
  };
  memo.flush();
  steps.flush();
  return { errors, introduced: errors.filter((error) => !known.has(errorKey(error))), figures };
}

function listJson(root: string, dir: string): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...listJson(root, path));
    else if (entry.name.endsWith('.json')) found.push(path);
  }
  return found.sort();
}

/** Creates the API handler; the baseline check (the saved tree) is cached and refreshed after a save. */
export function createStudioApi(ctx: StudioApiContext) {
  const { root, validators } = ctx;
  const mirror = createContentMirror(root);
  const checksCode = codeFingerprint();
  const cacheDir = ctx.cacheDir === undefined ? {} : { cacheDir: ctx.cacheDir };
  const memo = createVariantCheckMemo({ fingerprint: checksCode, ...cacheDir });
  const treeHash = createContentTreeHash();
  // the whole check's named checks: their code is the checks' and the registries they read
  const steps = createCheckStepMemo({ fingerprint: `${checksCode}.${fingerprintOfFiles(STEP_CODE_FILES)}`, treeHash, ...cacheDir });
  /** where the fixture runs keep the validators they compile (by content hash, as gen names them) */
  const generatedDir = ctx.cacheDir === undefined ? mkdtempSync(join(tmpdir(), 'content-studio-fixtures-')) : join(ctx.cacheDir, 'fixture-generated');
  /** the saved tree's fixture results per form (path → passes), forgotten after every save */
  const savedFixtures = new Map<string, Promise<Map<string, boolean>>>();
  const savedFixturesOf = async (forms: readonly string[]): Promise<Map<string, boolean>> => {
    const results = new Map<string, boolean>();
    for (const form of forms) {
      let pending = savedFixtures.get(form);
      if (!pending) {
        pending = runTreeFixtures(root, { forms: [form], generatedDir }).then((outcomes) => new Map(outcomes.map((outcome) => [outcome.path, outcome.ok])));
        savedFixtures.set(form, pending);
        pending.catch(() => savedFixtures.delete(form));
      }
      for (const [path, ok] of await pending) results.set(path, ok);
    }
    return results;
  };
  /**
   * The fixtures of the forms a change reaches, run over the content with the change (unsaved
   * texts written in, removed fixtures left out): each one that fails and did not fail with the
   * saved content, or that the change itself writes. Undefined when the change reaches no form.
   */
  const fixtureImpact = async (overrides: ContentOverrides, deletes: readonly string[]): Promise<FixtureImpact | undefined> => {
    const source = createFsContentSource(root);
    const formIds = source.formIds();
    const cashierForms = formIds.filter((id) => source.formAxes(id).direction !== undefined);
    const written = Object.keys(overrides);
    // a fixture changes no other fixture's result: a save of fixtures alone runs those, one that removes fixtures alone none
    const fixturesOnly = [...written, ...deletes].every((path) => path.startsWith('tests/fixtures/'));
    if (fixturesOnly && written.length === 0) return undefined;
    const forms = formsAffectedBy([...written, ...deletes], formIds, cashierForms);
    if (forms.length === 0) return undefined;
    const started = performance.now();
    const prepared = mirror.run(overrides, (dir) => prepareTreeFixtures(dir, { forms, skip: deletes, generatedDir, ...(fixturesOnly ? { only: written } : {}) }));
    const outcomes = await prepared.run();
    const failed = outcomes.filter((outcome) => !outcome.ok);
    const saved = failed.length > 0 ? await savedFixturesOf(forms) : new Map<string, boolean>();
    const failing = failed.filter((outcome) => overrides[outcome.path] !== undefined || saved.get(outcome.path) !== false);
    return { forms, ran: outcomes.length, failing, ms: Math.round(performance.now() - started) };
  };
  /** src/generated written again after a save, with gen's own code (only gen's derived paths, never a client's) */
  const generate = createStudioGenerate({ root, ...cacheDir });
  /** the saved tree's errors per check scope, forgotten after every save */
  const baselines = new Map<string, ContentError[]>();
  const baseline = (scope: CheckScope) => {
    const key = scopeKey(scope);
    let errors = baselines.get(key);
    if (!errors) {
      errors = scopedCheck(root, scope, memo.variantProblems, steps);
      baselines.set(key, errors);
    }
    return errors;
  };

  const overview = () => {
    const source = createFsContentSource(root);
    const markets = readJson(join(root, 'schemas', 'markets.json'));
    return {
      forms: source.formIds().map((id) => ({ id, ...source.formAxes(id) })),
      markets: isJsonObject(markets) && Array.isArray(markets.markets) ? markets.markets : [],
      flows: listJson(root, 'flows').filter((path) => path.endsWith('.flow.json')),
      files: [...listJson(root, 'schemas'), ...listJson(root, 'tests/fixtures')].filter(isWritableContentPath),
    };
  };
  /**
   * The saved tree's content hash: computed again only after a watcher saw a change under the
   * content directories (or always, where the platform cannot watch), and after every save.
   */
  let savedHash: string | undefined;
  let watching = true;
  const watchers: FSWatcher[] = [];
  for (const dir of WORKSPACE_DIRS) {
    if (!existsSync(join(root, dir))) continue;
    try {
      const watcher = watch(join(root, dir), { recursive: true }, () => {
        savedHash = undefined;
      });
      watcher.on('error', () => {
        watching = false;
      });
      watcher.unref();
      watchers.push(watcher);
    } catch {
      watching = false;
    }
  }
  const savedTreeHash = (): string => {
    if (savedHash !== undefined && watching) return savedHash;
    savedHash = treeHash.hash(root);
    return savedHash;
  };
  /** views of the saved tree (JSON texts) by name, in memory and on disk under the tree's content hash */
  const views = createStudioViewCache({ fingerprint: `${checksCode}.${fingerprintOfFiles(VIEW_CODE_FILES)}`, ...(ctx.cacheDir === undefined ? {} : { cacheDir: ctx.cacheDir }) });
  const viewWithOrigin = (name: string, compute: () => unknown): { text: string; origin: ViewOrigin } => views.get(name, savedTreeHash(), compute);
  const view = (name: string, compute: () => unknown): string => viewWithOrigin(name, compute).text;
  const matrixOfSaved = (formId: string) => view(`matrix ${formId}`, () => studioMatrix(createFsContentSource(root), formId));
  /**
   * What the first check needs and the first visit does not (the mirror's first copy of the tree,
   * the meta-schema validators): done a few seconds after the first matrix, while the person reads it.
   */
  let checksPrepared = false;
  const prepareChecksSoon = (): void => {
    if (checksPrepared) return;
    checksPrepared = true;
    setTimeout(() => {
      try {
        mirror.prepare();
        warmScopedCheck();
        // gen's compiled modules for the saved tree (from disk when they were made before): the first save regenerates only what it changed
        generate.check().catch((error: unknown) => console.error(`studio: gen over the saved tree failed: ${(error as Error).message}`));
      } catch (error) {
        // the first check does it again and reports what fails
        console.error(`studio: could not prepare the first check: ${(error as Error).message}`);
      }
    }, 3_000).unref();
  };

  /**
   * src/generated after a save, so `npm test`'s `gen --check` passes without a terminal: gen's own
   * code over the root (what `npm run gen` writes). gen reads nothing under tests/fixtures/, so a
   * save of fixtures alone leaves it as it is. A failure is reported with the save (the content is
   * written; the person is told to run `npm run gen`).
   */
  const regenerateAfter = async (paths: readonly string[]): Promise<{ generated?: GenerateReport; generateError?: string }> => {
    if (paths.every((path) => path.startsWith('tests/fixtures/'))) return {};
    try {
      const generated = await generate.regenerate();
      console.log(`studio: src/generated after the save: ${generated.written.length} written, ${generated.removed.length} removed (compiled: ${generated.compiled}, from the memo: ${generated.reused}) in ${generated.ms} ms`);
      return { generated };
    } catch (error) {
      return { generateError: (error as Error).message };
    }
  };

  const routes: Record<string, (url: URL, req: IncomingMessage) => unknown> = {
    'GET /api/overview': () => view('overview', overview),
    'GET /api/vocabulary': () => studioVocabulary(root, createFsContentSource(root)),
    'GET /api/file': (url) => {
      const path = url.searchParams.get('path') ?? '';
      const file = resolveContentPath(root, path, 'read');
      return { path, exists: existsSync(file), writable: isWritableContentPath(path), text: existsSync(file) ? readFileSync(file, 'utf8') : '' };
    },
    'POST /api/check': async (_url, req) => checkWith(root, overridesOf(await readBody(req)), baseline, mirror, memo, steps),
    'POST /api/save': async (_url, req) => {
      const body = await readBody(req);
      const overrides = overridesOf(body);
      const deletes = deletesOf(root, body);
      if (Object.keys(overrides).length === 0 && deletes.length === 0) throw new HttpError(400, 'nothing to save');
      const files = Object.keys(overrides).map((path) => [path, resolveContentPath(root, path, 'write')] as const);
      const result = checkWith(root, overrides, baseline, mirror, memo, steps);
      if (result.parse || result.introduced.length > 0) return { saved: false, ...result };
      // the fixtures the change would break: nothing is written until each is updated or removed in the same save
      const fixtures = await fixtureImpact(overrides, deletes);
      if (fixtures !== undefined && fixtures.failing.length > 0) return { saved: false, ...result, fixtures };
      for (const [path, file] of files) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, overrides[path] ?? '');
      }
      for (const path of deletes) rmSync(resolveContentPath(root, path, 'write'));
      baselines.clear();
      savedFixtures.clear();
      savedHash = undefined;
      const generated = await regenerateAfter([...files.map(([path]) => path), ...deletes]);
      return { saved: true, files: files.map(([path]) => path), deleted: deletes, errors: result.errors, introduced: [], figures: result.figures, ...(fixtures === undefined ? {} : { fixtures }), ...generated };
    },
    'POST /api/matrix': async (url, req) => {
      const overrides = overridesOf(await readBody(req));
      const formId = url.searchParams.get('form') ?? '';
      prepareChecksSoon();
      if (Object.keys(overrides).length === 0) return matrixOfSaved(formId);
      return mirror.run(overrides, (dir) => studioMatrix(createFsContentSource(dir), formId));
    },
    // the saved tree's matrix as a GET, so the page can preload the first one with its script
    'GET /api/matrix': (url) => {
      prepareChecksSoon();
      return matrixOfSaved(url.searchParams.get('form') ?? '');
    },
    'POST /api/variant': async (url, req) => {
      const overrides = overridesOf(await readBody(req));
      const formId = url.searchParams.get('form') ?? '';
      const market = url.searchParams.get('market') ?? 'INT';
      const method = url.searchParams.get('method') || undefined;
      const axes = { market, ...(method === undefined ? {} : { method }) };
      return mirror.run(overrides, (dir) => {
        const source = createFsContentSource(dir);
        if (!source.formIds().includes(formId)) throw new HttpError(404, `unknown form "${formId}"`);
        const settings = settingsFromFiles(source.settingsFiles(), market);
        const variant = resolveVariant(formId, axes, { source, settings });
        const layers = overlayChain(source, formId, axes).map(({ axis, file, at, comment, patch }) => ({ axis, file, at, comment, patch }));
        return { variant, validator: validators.register(variant.schema), settings, layers };
      });
    },
    'GET /api/fixtures': (url) => {
      const formId = url.searchParams.get('form') ?? '';
      const market = url.searchParams.get('market') ?? '';
      const method = url.searchParams.get('method') || undefined;
      const dir = ['tests/fixtures', formId, market, ...(method === undefined ? [] : [method])].join('/');
      resolveContentPath(root, `${dir}/x.json`, 'read');
      const absolute = join(root, dir);
      if (!existsSync(absolute)) return [];
      return readdirSync(absolute, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => ({ path: `${dir}/${entry.name}`, fixture: readJson(join(absolute, entry.name)) }));
    },
    'GET /api/review': () => {
      if (!hasCommit(root)) throw new HttpError(409, `${root} is not a git work tree with a commit: there is nothing to compare with`);
      return studioReview(root);
    },
    'GET /api/locales': () => {
      const resources: Record<string, Record<string, unknown>> = {};
      for (const language of LANGUAGES) {
        const dir = join(root, 'src', 'i18n', 'locales', language);
        resources[language] = Object.fromEntries(
          (existsSync(dir) ? readdirSync(dir) : []).filter((name) => name.endsWith('.json')).map((name) => [name.replace(/\.json$/, ''), readJson(join(dir, name))]),
        );
      }
      return resources;
    },
  };

  /** Answers /api/…; returns false for any other path. */
  const handle = async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://studio.local');
    if (!url.pathname.startsWith('/api/')) return false;
    try {
      const validator = /^\/api\/validators\/([0-9a-f]{12})\.js$/.exec(url.pathname);
      if (validator?.[1] && req.method === 'GET') {
        const module = validators.module(validator[1]);
        if (!module) throw new HttpError(404, 'unknown validator (resolve the variant first)');
        send(res, 200, await module, 'text/javascript; charset=utf-8');
        return true;
      }
      const route = routes[`${req.method ?? 'GET'} ${url.pathname}`];
      if (!route) throw new HttpError(404, `no such studio call: ${req.method ?? ''} ${url.pathname}`);
      send(res, 200, await route(url, req));
    } catch (error) {
      if (error instanceof AbandonedError) {
        res.destroy();
        return true;
      }
      const status = error instanceof HttpError ? error.status : error instanceof ContentPathError ? 403 : 422;
      send(res, status, { error: (error as Error).message });
    }
    return true;
  };
  /**
   * The first visit's answers (the overview, the first form's matrix) ready before the server
   * listens: read from the disk cache when the content is the same as when they were computed
   * (a restarted server, a fresh copy of the same tree), else computed. Returns where they came from.
   */
  const warm = (): ViewOrigin[] => {
    try {
      return [viewWithOrigin('overview', overview).origin, viewWithOrigin(`matrix ${FIRST_FORM}`, () => studioMatrix(createFsContentSource(root), FIRST_FORM)).origin];
    } catch (error) {
      console.error(`studio: could not prepare the first visit: ${(error as Error).message}`);
      return [];
    }
  };
  const dispose = (): void => {
    for (const watcher of watchers) watcher.close();
    mirror.dispose();
    if (ctx.cacheDir === undefined) rmSync(generatedDir, { recursive: true, force: true });
  };
  return Object.assign(handle, { warm, dispose });
}
