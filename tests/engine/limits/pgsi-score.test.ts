import { describe, expect, it } from 'vitest';
import { pgsiAnswers, pgsiBand, pgsiScore } from '../../../src/engine/limits/pgsi-score';

const all = (value: string) => Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'].map((question) => [question, value]));

describe('PGSI self-assessment', () => {
  it('scores nine answers of 0–3 (0 to 27)', () => {
    expect(pgsiScore(pgsiAnswers(all('0')) ?? all('x') as never)).toBe(0);
    const answers = pgsiAnswers(all('3'));
    expect(answers && pgsiScore(answers)).toBe(27);
  });

  it('refuses a missing or out-of-scale answer', () => {
    expect(pgsiAnswers({ ...all('1'), q9: undefined })).toBeNull();
    expect(pgsiAnswers({ ...all('1'), q4: '4' })).toBeNull();
    expect(pgsiAnswers({ ...all('1'), q4: '1.5' })).toBeNull();
    expect(pgsiAnswers({ ...all('1'), q4: '' })).toBeNull();
  });

  it('bands at the published cut-offs: 0 none, 1–2 low, 3–7 moderate, 8+ problem', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(pgsiBand)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'problem', 'problem']);
  });
});
