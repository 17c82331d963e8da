import type { ResumeLoginStatusValue } from '../../../api/endpoints/resume';

/** A continue-play payment the simulated platform took, by its token (kept in the database). */
export interface MockResumeSession {
  token: string;
  reference: string;
  playerId: string;
  method: number;
  amount: string;
  /** the status the login status ends in after `pendingPolls` pending answers; null: pending for ever */
  finalStatus: ResumeLoginStatusValue | null;
  pendingPolls: number;
  statusCalls: number;
  loginCode: string | null;
}

/**
 * How a resume session's login status changes over time (SCENARIOS.md "Cashier withdrawal and
 * continue play"), by the amount's whole units: 113 → failed, 117 → rejected, 119 → cancelled,
 * 115 → pending for ever (the waiting time runs out); any other amount → ok with a login code.
 * The first two status calls answer init, then pending, then the final status.
 */
export function resumeOutcomeOf(amount: string): ResumeLoginStatusValue | null {
  const whole = amount.split('.')[0] ?? '';
  if (whole === '113') return 'failed';
  if (whole === '117') return 'rejected';
  if (whole === '119') return 'cancelled';
  if (whole === '115') return null;
  return 'ok';
}

/** The login status of the session's next status call. */
export function nextResumeStatus(session: MockResumeSession): { status: ResumeLoginStatusValue; loginCode?: string } {
  session.statusCalls += 1;
  if (session.statusCalls === 1) return { status: 'init' };
  if (session.finalStatus === null || session.statusCalls <= session.pendingPolls) return { status: 'pending' };
  if (session.finalStatus === 'ok' && session.loginCode !== null) return { status: 'ok', loginCode: session.loginCode };
  return { status: session.finalStatus };
}
