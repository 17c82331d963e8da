import type { IdentificationResult, IdentifyData } from '../../api/endpoints';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { IdentificationNotice } from './identification-notice';

/** Context of flows/identification.flow.json. */
export interface IdentificationContext {
  /** the method's step-1 form id, or null when step 1 is a button (the host's `formFromContext`) */
  form?: string | null;
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: IdentificationNotice | null;
  /** the identification call's answer: control code, provider url, token */
  started: IdentifyData | null;
  result: IdentificationResult | null;
}
