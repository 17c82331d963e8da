/**
 * Modules that load with the forms that need them instead of with every form's route (issue 18:
 * libphonenumber-js, ~29 kB gz, only with a phone field). A variant needs a module when its
 * `x-rules` name a rule whose definition names the module (RuleDefinition.module) or its ui names
 * a widget listed in ON_DEMAND_WIDGETS; `loadVariant` awaits them (onDemandModulesOf, written into
 * variant-index.json by gen). Pure data, so gen, the content check and Node scripts can read it.
 */
export const ON_DEMAND_MODULE_NAMES = ['phone'] as const;

export type OnDemandModuleName = (typeof ON_DEMAND_MODULE_NAMES)[number];

/** `ui:widget` names whose widget lives in an on-demand module (the renderer registers that part). */
export const ON_DEMAND_WIDGETS: Readonly<Record<string, OnDemandModuleName>> = { phone: 'phone' };

export function isOnDemandModuleName(name: unknown): name is OnDemandModuleName {
  return typeof name === 'string' && (ON_DEMAND_MODULE_NAMES as readonly string[]).includes(name);
}
