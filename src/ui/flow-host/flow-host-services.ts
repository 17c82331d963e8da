import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';

/** What the host offers a feature's implementations, so no feature re-wires them. */
export interface FlowHostServices {
  /** a failure's field issues against the fields of the form last shown (others go to the form level) */
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
  /** the top-level fields of the form last shown, and of a given page of it */
  shownFields: (page?: string) => readonly string[];
  scrollToTop: () => void;
}
