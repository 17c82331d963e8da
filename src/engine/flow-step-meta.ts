/** A button a form step shows beside its submit button; it sends `event` with what was typed so far (or, with `submits`, with the validated data). */
export interface FlowStepButton {
  event: string;
  /** i18n key */
  label: string;
  /** validates the form like submit and sends `event` with the data only when it is valid (a second submit: Save beside Verify) */
  submits?: true;
}

/** What a flow state's `meta` may say about the step it shows (flows/*.flow.json, schemas/meta/flow.schema.json). */
export interface FlowStepMeta {
  /** the form the step shows (its compiled variant for the served market is loaded by the host) */
  form?: string;
  /** the context key holding the form id, for flows whose form depends on their input (identification methods) */
  formFromContext?: string;
  /** cashier forms: the direction of the variant (deposit / withdrawal) */
  direction?: 'deposit' | 'withdrawal';
  /** cashier forms: the context key holding the chosen payment method id (the variant's method axis) */
  methodFromContext?: string;
  /** `ui:pages` id of the form */
  page?: string;
  /** the event the form's submit sends with the data (default SUBMIT) */
  submitEvent?: string;
  /** i18n key of the submit button */
  submitLabel?: string;
  /** buttons beside submit (Back…) */
  buttons?: FlowStepButton[];
  /** a screen of the feature's registry, by name; with a form it is shown when the form id resolves to none */
  screen?: string;
  /** screens shown above / below the step's form or screen */
  before?: string[];
  after?: string[];
  /** the invoke id of a child flow whose steps this state shows */
  child?: string;
  /** i18n key of a status line shown while busy */
  status?: string;
  step?: number;
  steps?: number;
  busy?: boolean;
}

/** The meta of the active state (XState keys meta by state node id). */
export function flowStepMeta(metaByState: Record<string, unknown>): FlowStepMeta {
  return Object.assign({}, ...Object.values(metaByState).filter((meta) => meta !== null && typeof meta === 'object')) as FlowStepMeta;
}
