import { EFFECT_REGISTRY } from '../../engine/effects/effect-registry';
import type { RuleContext } from '../../engine/rules/rule';

interface EffectEntry {
  effect: string;
  params?: Record<string, unknown>;
}

function entriesOf(value: unknown): EffectEntry[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  return list.filter(
    (entry): entry is EffectEntry =>
      entry !== null && typeof entry === 'object' && typeof (entry as { effect?: unknown }).effect === 'string',
  );
}

/**
 * Runs the root uiSchema `ui:effects` (named data effects from the engine registry: fill birth
 * date from a Romanian CNP, clear a state outside the country, …) over changed form data.
 * Returns the same object when no effect changed anything. An unknown name throws.
 */
export function applyEffects(
  ui: Record<string, unknown>,
  data: Record<string, unknown>,
  ctx: RuleContext,
  /** the data before this change: effects tied to one field act only when it changed */
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  return entriesOf(ui['ui:effects']).reduce((current, entry) => {
    const definition = EFFECT_REGISTRY[entry.effect];
    if (!definition) throw new Error(`Unknown effect "${entry.effect}" in ui:effects`);
    return definition.run(current, entry.params ?? {}, ctx, previous);
  }, data);
}
