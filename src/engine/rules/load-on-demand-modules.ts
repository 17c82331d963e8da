import { ON_DEMAND_MODULE_NAMES, type OnDemandModuleName } from './on-demand-module-names';
import { provideOnDemandRules } from './on-demand-rule';

type Part = () => Promise<unknown>;

/**
 * What each module loads: the engine's rules here; layers above add theirs (the renderer its
 * phone widget) with registerOnDemandPart when their module is evaluated, so a form's load also
 * brings what renders it.
 */
const PARTS: ReadonlyMap<OnDemandModuleName, Part[]> = new Map<OnDemandModuleName, Part[]>([
  ['phone', [() => import('./phone-rules').then((module) => provideOnDemandRules('phone', module.PHONE_RULES))]],
]);

const loads = new Map<Part, Promise<unknown>>();

function load(part: Part): Promise<unknown> {
  let pending = loads.get(part);
  if (!pending) {
    // a failed load (a lost connection) is tried again by the next form that needs it
    pending = part().catch((error: unknown) => {
      loads.delete(part);
      throw error;
    });
    loads.set(part, pending);
  }
  return pending;
}

/** Adds a layer's part to a module (once per part): loaded by every later loadOnDemandModules of it. */
export function registerOnDemandPart(module: OnDemandModuleName, part: Part): void {
  const parts = PARTS.get(module);
  if (parts && !parts.includes(part)) parts.push(part);
}

/**
 * Loads the named on-demand modules (every registered part of each, each part once per page).
 * `loadVariant` awaits the modules a variant needs before it hands the variant out; an unknown
 * name throws (variant-index.json is written by gen from ON_DEMAND_MODULE_NAMES).
 */
export async function loadOnDemandModules(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.flatMap((name) => {
      const parts = PARTS.get(name as OnDemandModuleName);
      if (!parts) throw new Error(`Unknown on-demand module "${name}" (run npm run gen)`);
      return parts.map(load);
    }),
  );
}

/** Node callers that validate or render any form (unit tests, the studio) load every module up front. */
export function loadAllOnDemandModules(): Promise<void> {
  return loadOnDemandModules(ON_DEMAND_MODULE_NAMES);
}
