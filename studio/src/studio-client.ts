import type { ValidatorFunctions } from '../../src/engine/compiled-validate-function';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import type { LocaleResources } from '../../src/i18n/locale-resources';
import type { ContentError } from '../../scripts/lib/content-check/content-error';
import type { CheckFigures, FixtureImpact } from '../../scripts/lib/studio/studio-api';
import type { JsonParseProblem } from '../../scripts/lib/studio/content-workspace';
import type { GenerateReport } from '../../scripts/lib/studio/studio-generate';
import type { StudioMatrix } from '../../scripts/lib/studio/studio-matrix';
import type { StudioReview } from '../../scripts/lib/studio/studio-review';
import type { StudioVocabulary } from '../../scripts/lib/studio/studio-vocabulary';
import type { TreeFixtureOutcome as FixtureOutcome } from '../../scripts/lib/studio/tree-fixtures';

export type { ContentError, FixtureImpact, FixtureOutcome, JsonParseProblem, StudioMatrix, StudioReview, StudioVocabulary };

/** Unsaved editor texts by content path: the matrix, the preview and the checks see them. */
export type Overrides = Readonly<Record<string, string>>;

export interface Overview {
  forms: Array<{ id: string; direction?: 'deposit' | 'withdrawal'; methods: string[] }>;
  markets: Array<{ id: string; country: string | null; regulator: string }>;
  flows: string[];
  files: string[];
}

export interface ContentFile {
  path: string;
  exists: boolean;
  writable: boolean;
  text: string;
}

export interface CheckResult {
  parse?: JsonParseProblem;
  errors: ContentError[];
  /** the errors the saved tree does not have: these block a save */
  introduced: ContentError[];
  /** how much the server checked again (only the form variants the change reaches) and how long it took */
  figures?: CheckFigures;
}

export interface SaveResult extends CheckResult {
  saved: boolean;
  files?: string[];
  /** the fixture files the save removed */
  deleted?: string[];
  /** the fixtures the change reaches, run on the server; when some would fail, nothing was saved */
  fixtures?: FixtureImpact;
  /** src/generated written again by gen's code after the save (none after a save of fixtures alone) */
  generated?: GenerateReport;
  /** why src/generated could not be written again (the content is saved) */
  generateError?: string;
}

export interface VariantLayer {
  axis: 'market' | 'method' | 'method × market';
  file: string;
  at: string;
  comment: string;
  patch: { schema?: Record<string, unknown>; ui?: Record<string, unknown> };
}

export interface StudioVariant {
  variant: ResolvedVariant;
  /** the content hash of the validator module the server compiled for it */
  validator: string;
  settings: PlatformSettings;
  layers: VariantLayer[];
}

export interface FixtureEntry {
  path: string;
  fixture: unknown;
}

export class StudioCallError extends Error {
  override name = 'StudioCallError';
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method,
    ...(signal === undefined ? {} : { signal }),
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) {
    const message = json !== null && typeof json === 'object' && 'error' in json ? String(json.error) : response.statusText;
    throw new StudioCallError(message);
  }
  return json as T;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')).toString();

/** The studio server's content API (scripts/lib/studio/studio-api.ts). */
export const studioClient = {
  overview: () => call<Overview>('GET', '/api/overview'),
  /** the names the content check accepts (widgets, formats, rules, settings, i18n keys, flow names): the editor completes them */
  vocabulary: () => call<StudioVocabulary>('GET', '/api/vocabulary'),
  file: (path: string) => call<ContentFile>('GET', `/api/file?${query({ path })}`),
  /** a newer text aborts the older check (the server skips a check nobody waits for) */
  check: (overrides: Overrides, signal?: AbortSignal) => call<CheckResult>('POST', '/api/check', { overrides }, signal),
  /** writes the texts (and removes fixture files) only when the content check and the fixtures they reach pass */
  save: (overrides: Overrides, deletes: readonly string[] = []) => call<SaveResult>('POST', '/api/save', { overrides, ...(deletes.length === 0 ? {} : { deletes }) }),
  /** the saved tree's matrix is a GET (the page preloads the first one), with unsaved texts a POST */
  matrix: (form: string, overrides: Overrides) =>
    Object.keys(overrides).length === 0 ? call<StudioMatrix>('GET', `/api/matrix?${query({ form })}`) : call<StudioMatrix>('POST', `/api/matrix?${query({ form })}`, { overrides }),
  variant: (form: string, market: string, method: string | undefined, overrides: Overrides, signal?: AbortSignal) =>
    call<StudioVariant>('POST', `/api/variant?${query({ form, market, method })}`, { overrides }, signal),
  fixtures: (form: string, market: string, method?: string) => call<FixtureEntry[]>('GET', `/api/fixtures?${query({ form, market, method })}`),
  locales: () => call<LocaleResources>('GET', '/api/locales'),
  review: () => call<StudioReview>('GET', '/api/review'),
  /** the validator module compiled on the server (a same-origin script: no eval in the page) */
  validator: async (hash: string): Promise<ValidatorFunctions> => {
    const module = (await import(/* @vite-ignore */ `/api/validators/${hash}.js`)) as { default: ValidatorFunctions };
    return module.default;
  },
};
