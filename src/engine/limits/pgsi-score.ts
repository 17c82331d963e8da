/**
 * The responsible-gambling self-assessment of /my/questionnaire: the Problem Gambling Severity
 * Index (PGSI, the Canadian Problem Gambling Index's scored part, Ferris & Wynne 2001), nine
 * questions about the last 12 months, each answered never (0), sometimes (1), most of the time (2)
 * or almost always (3). The form is content (schemas/forms/rg-questionnaire); the score and its
 * band are computed here, the same for the page and the mock platform.
 */
export const PGSI_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
export type PgsiQuestion = (typeof PGSI_QUESTIONS)[number];

/** The PGSI bands: 0 no problem, 1–2 low risk, 3–7 moderate risk, 8 and more problem gambling. */
export type PgsiBand = 'none' | 'low' | 'moderate' | 'problem';

/** The answers as the platform takes them (0–3 per question), or null when one is missing or out of range. */
export function pgsiAnswers(data: Record<string, unknown>): Record<PgsiQuestion, number> | null {
  const answers: Partial<Record<PgsiQuestion, number>> = {};
  for (const question of PGSI_QUESTIONS) {
    const value = Number(data[question]);
    if (data[question] === undefined || data[question] === '' || !Number.isInteger(value) || value < 0 || value > 3) return null;
    answers[question] = value;
  }
  return answers as Record<PgsiQuestion, number>;
}

export function pgsiScore(answers: Record<PgsiQuestion, number>): number {
  return PGSI_QUESTIONS.reduce((sum, question) => sum + answers[question], 0);
}

export function pgsiBand(score: number): PgsiBand {
  if (score >= 8) return 'problem';
  if (score >= 3) return 'moderate';
  if (score >= 1) return 'low';
  return 'none';
}
