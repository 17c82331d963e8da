import type { OnDemandModuleName } from './on-demand-module-names';
import { OnDemandModuleNotLoadedError } from './on-demand-module-not-loaded-error';
import type { Rule } from './rule';

const loadedRules = new Map<OnDemandModuleName, Readonly<Record<string, Rule>>>();

/** Called by the module's loader (loadOnDemandModules) once its rules are there. */
export function provideOnDemandRules(module: OnDemandModuleName, rules: Readonly<Record<string, Rule>>): void {
  loadedRules.set(module, rules);
}

/**
 * A rule of the registry whose code lives in an on-demand module: it runs the loaded rule, and
 * throws OnDemandModuleNotLoadedError when the module has not loaded — a form validated before
 * `loadVariant` finished must never pass for want of its rule.
 */
export function onDemandRule(module: OnDemandModuleName, name: string): Rule {
  return (data, params, ctx) => {
    const rule = loadedRules.get(module)?.[name];
    if (!rule) throw new OnDemandModuleNotLoadedError(module, `Rule "${name}"`);
    return rule(data, params, ctx);
  };
}
