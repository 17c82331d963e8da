import type { DocumentStatus } from '../../../api/endpoints';

/**
 * The review status a new upload gets in the simulation (SCENARIOS.md "Documents"): a file name
 * containing `approved`, `rejected` or `expired` is stored with that status, as if the reviewers
 * had answered already; any other name waits for approval (`uploaded`).
 */
export function reviewedStatusOf(lowerFileName: string): DocumentStatus {
  if (lowerFileName.includes('approved')) return 'approved';
  if (lowerFileName.includes('rejected')) return 'rejected';
  if (lowerFileName.includes('expired')) return 'expired';
  return 'uploaded';
}
