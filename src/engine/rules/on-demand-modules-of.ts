import { isJsonObject } from '../is-json-object';
import type { JsonObject, JsonValue } from '../json-value';
import { isOnDemandModuleName, ON_DEMAND_WIDGETS, type OnDemandModuleName } from './on-demand-module-names';
import type { RuleDefinition } from './rule-definition';
import { RULE_REGISTRY } from './rule-registry';

function widgetModules(ui: JsonValue, found: Set<OnDemandModuleName>): void {
  if (Array.isArray(ui)) {
    for (const item of ui) widgetModules(item, found);
    return;
  }
  if (!isJsonObject(ui)) return;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && Object.hasOwn(ON_DEMAND_WIDGETS, value)) {
      const module = ON_DEMAND_WIDGETS[value];
      if (module) found.add(module);
    } else widgetModules(value, found);
  }
}

/**
 * The on-demand modules a resolved variant needs, sorted: those of the rules its root `x-rules`
 * name (RuleDefinition.module) and of the widgets any `ui:widget` of its ui names
 * (ON_DEMAND_WIDGETS). Gen writes them into variant-index.json for `loadVariant`; the fixture
 * loader derives them from the variant it reads.
 */
export function onDemandModulesOf(
  variant: { schema: JsonObject; ui: JsonObject },
  registry: Readonly<Record<string, RuleDefinition>> = RULE_REGISTRY,
): OnDemandModuleName[] {
  const found = new Set<OnDemandModuleName>();
  const rules = variant.schema['x-rules'];
  if (isJsonObject(rules)) {
    for (const entry of Object.values(rules)) {
      const name = isJsonObject(entry) ? entry.rule : undefined;
      const module = typeof name === 'string' && Object.hasOwn(registry, name) ? registry[name]?.module : undefined;
      if (isOnDemandModuleName(module)) found.add(module);
    }
  }
  widgetModules(variant.ui, found);
  return [...found].sort();
}
