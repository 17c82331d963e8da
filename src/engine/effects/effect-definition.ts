import type { Effect } from './effect';

/** An effect plus what its params mean, so the content check can prove the names exist. */
export interface EffectDefinition {
  run: Effect;
  required: readonly string[];
  /** params naming top-level form fields */
  fieldParams: readonly string[];
  /** params naming settings paths */
  settingParams: readonly string[];
}
