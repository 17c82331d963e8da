/** What a flow state's `meta` may say about the step it shows (flows/*.flow.json). */
export interface FlowStepMeta {
  form?: string;
  page?: string;
  screen?: string;
  step?: number;
  steps?: number;
  busy?: boolean;
}

/** The meta of the active state (XState keys meta by state node id). */
export function flowStepMeta(metaByState: Record<string, unknown>): FlowStepMeta {
  return Object.assign({}, ...Object.values(metaByState).filter((meta) => meta !== null && typeof meta === 'object')) as FlowStepMeta;
}
