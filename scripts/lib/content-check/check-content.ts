import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';
import { EFFECT_REGISTRY } from '../../../src/engine/effects/effect-registry';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../../src/features/flow-implementation-names';
import { WIDGET_NAMES } from '../../../src/renderer/widgets/widget-names';
import { createFsContentSource } from '../fs-content-source';
import type { CheckContext, FlowNames, VariantProblems } from './check-context';
import { checkCashierMethods } from './check-cashier-methods';
import { checkCountryHiddenPaths } from './check-country-hidden-paths';
import { checkFixtures } from './check-fixtures';
import { checkFlows } from './check-flows';
import { checkMenus } from './check-menus';
import { checkForms } from './check-forms';
import { checkIdentificationMethods } from './check-identification-methods';
import { checkDepositLimitPopups, checkLimitRegimes, checkTimeLimits } from './check-limit-regimes';
import { checkMethodFlagNames } from './check-method-flag-names';
import { checkSettings } from './check-settings';
import { checkRedirects } from './check-redirects';
import { checkRegexSafety } from './check-regex-safety';
import { checkVerificationFlags } from './check-verification-flags';
import { checkDocumentsSettings } from './check-documents-settings';
import type { ContentError } from './content-error';
import { createI18nLookup } from './i18n-lookup';
import { createMetaValidators } from './meta-validators';

/**
 * Runs one named check of checkContent. Default: just runs it; the studio passes a memo that
 * reuses a check's result while nothing it depends on changed (scripts/lib/studio/check-step-memo.ts).
 */
export type CheckStep = (name: string, run: () => ContentError[]) => ContentError[];

export interface CheckContentOptions {
  /** content root */
  root: string;
  /** defaults: the registries of the code base; tests inject their own */
  widgetNames?: readonly string[];
  flowNames?: FlowNames;
  /** a memo of checkVariant (the studio's incremental check) */
  variantProblems?: VariantProblems;
  /** already compiled meta-schema validators (the studio compiles them once per server) */
  meta?: ReturnType<typeof createMetaValidators>;
  /** answers i18n keys (default: the English texts under root); the studio records which keys each check asked */
  hasI18nKey?: (key: string) => boolean;
  /** wraps each named check (default: runs it) */
  step?: CheckStep;
}

/** Every content file against its meta-schema, and every name content refers to proven to exist. */
export function checkContent(options: CheckContentOptions): ContentError[] {
  const source = createFsContentSource(options.root);
  const meta = options.meta ?? createMetaValidators();
  const markets = source.markets();
  const settingsCheck = checkSettings(options.root, markets, meta);
  const ctx: CheckContext = {
    root: options.root,
    source,
    markets,
    settings: settingsCheck.settings,
    formIds: source.formIds(),
    widgetNames: new Set(options.widgetNames ?? WIDGET_NAMES),
    flowNames: options.flowNames ?? FLOW_IMPLEMENTATION_NAMES_BY_FLOW,
    rules: RULE_REGISTRY,
    formats: new Set(Object.keys(FORMAT_REGISTRY)),
    effects: EFFECT_REGISTRY,
    hasI18nKey: options.hasI18nKey ?? createI18nLookup(options.root),
    meta,
    ...(options.variantProblems === undefined ? {} : { variantProblems: options.variantProblems }),
  };
  const step: CheckStep = options.step ?? ((_name, run) => run());
  return [
    ...settingsCheck.errors,
    ...step('forms', () => checkForms(ctx)),
    ...step('flows', () => checkFlows(ctx)),
    ...step('fixtures', () => checkFixtures(ctx)),
    ...step('redirects', () => checkRedirects(options.root)),
    ...step('country-hidden-paths', () => checkCountryHiddenPaths(options.root)),
    ...step('identification', () => checkIdentificationMethods(ctx)),
    ...step('cashier', () => checkCashierMethods(ctx)),
    ...step('method-flag-names', () => checkMethodFlagNames()),
    ...step('menus', () => checkMenus({ root: options.root, hasI18nKey: ctx.hasI18nKey })),
    ...step('regex-safety', () => checkRegexSafety(options.root)),
    ...step('limit-regimes', () => checkLimitRegimes(options.root, settingsCheck.settings)),
    ...step('time-limits', () => checkTimeLimits(options.root, settingsCheck.settings)),
    ...step('deposit-limit-popups', () => checkDepositLimitPopups(options.root, settingsCheck.settings)),
    ...step('verification-flags', () => checkVerificationFlags(options.root)),
    ...step('documents-settings', () => checkDocumentsSettings(options.root)),
  ];
}
