import type { EffectDefinition } from '../../../src/engine/effects/effect-definition';
import type { ContentSource } from '../../../src/engine/content-source';
import type { JsonObject } from '../../../src/engine/json-value';
import type { MarketId } from '../../../src/engine/market';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import type { RuleDefinition } from '../../../src/engine/rules/rule-definition';
import type { DocProblem } from './doc-problem';
import type { MetaProblem, MetaSchemaName } from './meta-validators';

import type { FlowImplementationNames } from '../../../src/features/flow-implementation-names';

/** What the features implement, per flow id (guards, actions, actors, screens). */
export type FlowNames = Readonly<Record<string, FlowImplementationNames>>;

/** Everything the individual checks need, built once by checkContent. */
export interface CheckContext {
  root: string;
  source: ContentSource;
  markets: readonly MarketId[];
  /** settings per market; missing when the settings content itself is broken */
  settings: ReadonlyMap<MarketId, PlatformSettings>;
  formIds: readonly string[];
  widgetNames: ReadonlySet<string>;
  flowNames: FlowNames;
  rules: Readonly<Record<string, RuleDefinition>>;
  formats: ReadonlySet<string>;
  effects: Readonly<Record<string, EffectDefinition>>;
  hasI18nKey: (key: string) => boolean;
  meta: (name: MetaSchemaName, json: unknown) => MetaProblem[];
  /**
   * checkVariant, or a memo of it (the studio's, keyed by the variant's content:
   * scripts/lib/studio/variant-check-memo.ts); checkForms calls it for every chain.
   */
  variantProblems?: VariantProblems;
}

/** The checks of one merged form variant (checkVariant's signature). */
export type VariantProblems = (ctx: CheckContext, formId: string, market: MarketId, merged: { schema: JsonObject; ui: JsonObject }) => DocProblem[];
