import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { EFFECT_REGISTRY } from '../../../src/engine/effects/effect-registry';
import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../../src/features/flow-implementation-names';
import { WIDGET_NAMES } from '../../../src/renderer/widgets/widget-names';
import { checkCashierMethods } from '../content-check/check-cashier-methods';
import { checkContent } from '../content-check/check-content';
import type { CheckContext, VariantProblems } from '../content-check/check-context';
import { checkCountryHiddenPaths } from '../content-check/check-country-hidden-paths';
import { checkFixtures } from '../content-check/check-fixtures';
import { checkFlows } from '../content-check/check-flows';
import { checkForms } from '../content-check/check-forms';
import { checkIdentificationMethods } from '../content-check/check-identification-methods';
import { checkMenus } from '../content-check/check-menus';
import { checkRedirects } from '../content-check/check-redirects';
import { checkRegexSafety } from '../content-check/check-regex-safety';
import { checkSettings } from '../content-check/check-settings';
import type { ContentError } from '../content-check/content-error';
import { createI18nLookup } from '../content-check/i18n-lookup';
import { createMetaValidators } from '../content-check/meta-validators';
import { createFsContentSource } from '../fs-content-source';
import type { CheckStepMemo } from './check-step-memo';

/** The meta-schema validators are code, not content: compiled once per server (a second or more each time). */
let metaValidators: ReturnType<typeof createMetaValidators> | undefined;

/** Compiles the meta-schema validators ahead of the first check. */
export function warmScopedCheck(): void {
  metaValidators ??= createMetaValidators();
}

/** Which checks a change needs; `full` when it can reach everything (settings, markets, texts). */
export interface CheckScope {
  full: boolean;
  /** forms whose every chain is re-checked */
  forms: string[];
  flows: boolean;
  fixtures: boolean;
  cashier: boolean;
  identification: boolean;
  menus: boolean;
  redirects: boolean;
  /** changed schema files whose patterns go through the ReDoS detector (only those: the others did not change) */
  regex: string[];
}

/**
 * What depends on the changed content files: a form's files re-check that form's chains (and the
 * flows, whose pages name it), a payment method's files every form with a method axis, a
 * fixture the fixtures, a flow the flows; settings, the market list and translations reach every
 * check, so they run the whole content check.
 */
export function checkScope(changed: readonly string[], formsWithMethods: readonly string[]): CheckScope {
  const scope: CheckScope = { full: false, forms: [], flows: false, fixtures: false, cashier: false, identification: false, menus: false, redirects: false, regex: [] };
  for (const path of changed) {
    const form = /^schemas\/forms\/([^/]+)\//.exec(path)?.[1];
    if (form !== undefined) {
      if (!scope.forms.includes(form)) scope.forms.push(form);
      scope.flows = true;
      scope.regex.push(path);
    } else if (path.startsWith('schemas/cashier/')) {
      for (const id of formsWithMethods) if (!scope.forms.includes(id)) scope.forms.push(id);
      scope.cashier = true;
      scope.regex.push(path);
    } else if (path.startsWith('tests/fixtures/')) scope.fixtures = true;
    else if (path.startsWith('flows/')) scope.flows = true;
    else if (path.startsWith('schemas/identification/')) scope.identification = true;
    else if (path.startsWith('schemas/menus/')) scope.menus = true;
    else if (path.startsWith('schemas/content/')) scope.redirects = true;
    else scope.full = true;
  }
  return scope;
}

/** A stable name of a scope, for caching the saved tree's result of the same checks. */
export function scopeKey(scope: CheckScope): string {
  return JSON.stringify({ ...scope, forms: [...scope.forms].sort(), regex: [...scope.regex].sort() });
}

/**
 * The content check's own checks (scripts/lib/content-check), only those the scope needs, built
 * exactly as checkContent builds them; the full check when the scope says so. `variantProblems`
 * (the studio's memo, variant-check-memo.ts) checks again only the form variants whose content changed;
 * `steps` (check-step-memo.ts) runs again only the whole check's checks whose dependencies changed.
 */
export function scopedCheck(root: string, scope: CheckScope, variantProblems?: VariantProblems, steps?: CheckStepMemo): ContentError[] {
  const meta = (metaValidators ??= createMetaValidators());
  if (scope.full) return checkContent({ root, meta, ...(variantProblems === undefined ? {} : { variantProblems }), ...(steps === undefined ? {} : steps.forRoot(root)) });
  const source = createFsContentSource(root);
  const markets = source.markets();
  const settingsCheck = checkSettings(root, markets, meta);
  const ctx: CheckContext = {
    root,
    source,
    markets,
    settings: settingsCheck.settings,
    formIds: source.formIds(),
    widgetNames: new Set(WIDGET_NAMES),
    flowNames: FLOW_IMPLEMENTATION_NAMES_BY_FLOW,
    rules: RULE_REGISTRY,
    formats: new Set(Object.keys(FORMAT_REGISTRY)),
    effects: EFFECT_REGISTRY,
    hasI18nKey: createI18nLookup(root),
    meta,
    ...(variantProblems === undefined ? {} : { variantProblems }),
  };
  const known = new Set(ctx.formIds);
  const forms = scope.forms.filter((id) => known.has(id));
  return [
    ...settingsCheck.errors,
    ...(forms.length > 0 ? checkForms({ ...ctx, formIds: forms }).filter((error) => forms.some((id) => error.file.startsWith(`schemas/forms/${id}`)) || !error.file.startsWith('schemas/forms/')) : []),
    ...(scope.flows ? checkFlows(ctx) : []),
    ...(scope.fixtures ? checkFixtures(ctx) : []),
    ...(scope.redirects ? checkRedirects(root) : []),
    ...(scope.redirects || scope.menus ? checkCountryHiddenPaths(root) : []),
    ...(scope.identification ? checkIdentificationMethods(ctx) : []),
    ...(scope.cashier ? checkCashierMethods(ctx) : []),
    ...(scope.menus ? checkMenus({ root, hasI18nKey: ctx.hasI18nKey }) : []),
    ...regexCheck(root, scope.regex),
  ];
}

/** The ReDoS check of the content check over the changed files only (a copy of just those files as its root). */
function regexCheck(root: string, files: readonly string[]): ContentError[] {
  const present = files.filter((file) => existsSync(join(root, file)));
  if (present.length === 0) return [];
  const only = mkdtempSync(join(tmpdir(), 'content-studio-regex-'));
  try {
    for (const file of present) {
      mkdirSync(dirname(join(only, file)), { recursive: true });
      copyFileSync(join(root, file), join(only, file));
    }
    return checkRegexSafety(only);
  } finally {
    rmSync(only, { recursive: true, force: true });
  }
}
