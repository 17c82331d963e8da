import type { EffectDefinition } from '../../../src/engine/effects/effect-definition';
import type { ContentSource } from '../../../src/engine/content-source';
import type { MarketId } from '../../../src/engine/market';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import type { RuleDefinition } from '../../../src/engine/rules/rule-definition';
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
}
