/**
 * Every guard, action and actor name the features implement for flows/*.flow.json.
 * Pure data (no XState, no React) so scripts/check-content.ts can prove that each
 * name a flow uses exists. Keep in sync with the features' implementation maps.
 */
export const FLOW_IMPLEMENTATION_NAMES: { guards: string[]; actions: string[]; actors: string[] } = {
  guards: [],
  actions: [],
  actors: [],
};
