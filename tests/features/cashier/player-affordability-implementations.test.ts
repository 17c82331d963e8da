import { describe, expect, it, vi } from 'vitest';
import { affordabilityPayload, playerAffordabilityImplementations } from '../../../src/features/cashier/player-affordability-implementations';

describe('player affordability (deposit error 253)', () => {
  it('sends the answered fields trimmed, nothing the form did not ask', () => {
    expect(affordabilityPayload({ monthlyGamingBudget: ' 150 ', monthlyNetIncome: '', employmentStatus: 'employed', other: 'x' })).toEqual({
      monthlyGamingBudget: '150',
      employmentStatus: 'employed',
    });
  });

  it('saves with the attempt key and tells the deposit its cached details are stale', async () => {
    const call = vi.fn(() => Promise.resolve({ ok: true as const, data: { monthlyGamingBudget: '150' } }));
    const changed = vi.fn();
    const implementations = playerAffordabilityImplementations({ api: { call }, close: () => undefined, changed });
    const { createActor, toPromise } = await import('xstate');
    const actor = createActor(implementations.actors.updateAffordabilityDetails, {
      input: { context: { data: { monthlyGamingBudget: '150' }, serverErrors: [], notice: null, attemptKey: 'attempt-1' } },
    });
    actor.start();
    await expect(toPromise(actor)).resolves.toEqual({ monthlyGamingBudget: '150' });
    expect(call).toHaveBeenCalledWith('updateAffordabilityDetails', { monthlyGamingBudget: '150' }, expect.objectContaining({ idempotencyKey: 'attempt-1' }));
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
