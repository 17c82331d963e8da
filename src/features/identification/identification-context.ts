import type { IdentificationResult, IdentifyData } from '../../api/endpoint-types';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { IdentificationNotice } from './identification-notice';

/** Context of flows/identification.flow.json. */
export interface IdentificationContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: IdentificationNotice | null;
  /** the identification call's answer: control code, provider url, token */
  started: IdentifyData | null;
  result: IdentificationResult | null;
}
