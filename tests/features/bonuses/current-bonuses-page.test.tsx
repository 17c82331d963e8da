import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/api-error';
import type { CurrentBonus, CurrentBonusesData } from '../../../src/api/endpoints';
import { isIdempotencyKey } from '../../../src/engine/idempotency-key';
import { renderApp } from '../../app/render-app';
import { DETAILS, PLAYER, fail, ok, type FakeCall } from '../../stores/fake-api';

function bonus(bonusId: string, title: string): CurrentBonus {
  return {
    bonusId,
    campaignId: 1,
    title,
    bonusType: 'cash',
    amount: '10.00',
    currency: 'EUR',
    currentTurnover: '0.00',
    totalTurnover: '100.00',
    grantedAt: '2026-06-01T10:00:00Z',
    expiresAt: '2026-07-01T10:00:00Z',
  };
}

const WELCOME = bonus('b-1', 'Welcome bonus');
const SPINS = bonus('b-2', 'Weekend spins');
const LOST: ApiResult<never> = { ok: false, error: { kind: 'timeout', errorCode: 0 } };

/** A player holding both bonuses; forfeitBonus answers `answers` in turn, then removes the named bonus. */
function renderPage(answers: Array<ApiResult<never>>) {
  let held = [WELCOME, SPINS];
  return renderApp('/my/current-bonuses', {
    api: {
      session: () => ok({ loggedIn: true, player: PLAYER }),
      accountDetails: () => ok(DETAILS),
      currentBonuses: () => ok<CurrentBonusesData>({ bonuses: held }),
      forfeitBonus: (payload) => {
        const next = answers.shift();
        if (next) return next;
        held = held.filter((item) => item.bonusId !== (payload as { bonusId: string }).bonusId);
        return ok<CurrentBonusesData>({ bonuses: held });
      },
    },
  });
}

const keyOf = (call: FakeCall | undefined) => (call?.options as { idempotencyKey?: string } | undefined)?.idempotencyKey;

async function forfeit(title: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Forfeit bonus: ${title}` }, { timeout: 10_000 }));
  const dialog = screen.getByRole('dialog', { name: `Forfeit ${title}?`, hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'Forfeit bonus', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
}

describe('current bonuses: forfeit is a keyed action per bonus (spec 3 §2, issue 16 §4)', { timeout: 20_000 }, () => {
  it('a lost answer keeps the key: the retry of the same bonus sends it again and forfeits once', async () => {
    const { callsOf } = renderPage([LOST]);
    await forfeit('Welcome bonus');
    expect(await screen.findByText('The server did not answer in time. Please try again.')).toBeTruthy();
    await forfeit('Welcome bonus');
    expect(await screen.findByText('Welcome bonus has been forfeited.')).toBeTruthy();
    const keys = callsOf('forfeitBonus').map(keyOf);
    expect(keys).toHaveLength(2);
    expect(isIdempotencyKey(keys[0])).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('heading', { name: 'Welcome bonus' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Weekend spins' })).toBeTruthy();
  });

  it('another bonus never shares a lost attempt’s key; a refusal ends the attempt', async () => {
    const { callsOf } = renderPage([LOST, fail(100)]);
    await forfeit('Welcome bonus');
    await forfeit('Weekend spins');
    await forfeit('Weekend spins');
    await screen.findByText('Weekend spins has been forfeited.');
    await forfeit('Welcome bonus');
    await screen.findByText('Welcome bonus has been forfeited.');
    const [welcomeLost, spinsRefused, spinsDone, welcomeDone] = callsOf('forfeitBonus').map(keyOf);
    expect(spinsRefused).not.toBe(welcomeLost);
    // the refusal ended that attempt: the next try is a new one
    expect(spinsDone).not.toBe(spinsRefused);
    // the lost answer's key is kept for its own bonus only
    expect(welcomeDone).toBe(welcomeLost);
    expect(callsOf('forfeitBonus').map((call) => (call.payload as { bonusId: string }).bonusId)).toEqual(['b-1', 'b-2', 'b-2', 'b-1']);
  });
});
