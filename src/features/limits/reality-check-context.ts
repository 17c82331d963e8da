import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/limit-reality-check.flow.json. */
export interface RealityCheckContext extends FormStepContext<StoreApiError> {
  attemptKey?: string | null;
  /** the interval in force for the player: the one chosen, else the market's (whole minutes) */
  minutes: number;
  /** the last Save was recorded (the status line says so until the next Save) */
  saved: boolean;
}
