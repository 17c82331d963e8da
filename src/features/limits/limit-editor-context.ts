import type { LimitType } from '../../engine/limits/limit-kinds';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';
import type { LimitCommandRequest } from './limits-store';

/** The context of flows/limit-editor.flow.json. */
export interface LimitEditorContext extends FormStepContext<StoreApiError> {
  limitType: LimitType;
  formId: string;
  attemptKey?: string | null;
  /** the period button under way */
  command: LimitCommandRequest | null;
  /** what the last successful call did, for the status line */
  saved: 'saved' | LimitCommandRequest['command'] | null;
}
