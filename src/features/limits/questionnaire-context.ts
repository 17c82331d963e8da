import type { QuestionnaireResult } from '../../api/endpoints';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/rg-questionnaire.flow.json. */
export interface QuestionnaireContext extends FormStepContext<StoreApiError> {
  attemptKey?: string | null;
  /** what the platform recorded; null until then */
  result: QuestionnaireResult | null;
}
