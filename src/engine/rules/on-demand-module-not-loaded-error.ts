import type { OnDemandModuleName } from './on-demand-module-names';

/**
 * Something of an on-demand module (a rule, a widget) was used before the module loaded: never a
 * silent pass. The site's forms load theirs through `loadVariant`; Node callers (fixtures, fuzz,
 * unit tests, the studio) through loadOnDemandModules / loadAllOnDemandModules.
 */
export class OnDemandModuleNotLoadedError extends Error {
  constructor(
    readonly module: OnDemandModuleName,
    what: string,
  ) {
    super(`${what} lives in the on-demand module "${module}", which is not loaded: load the form with loadVariant (or call loadAllOnDemandModules first)`);
    this.name = 'OnDemandModuleNotLoadedError';
  }
}
