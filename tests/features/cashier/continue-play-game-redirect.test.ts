import { describe, expect, it, vi } from 'vitest';
import { continuePlayImplementations, type ContinuePlayDeps } from '../../../src/features/cashier/continue-play-implementations';
import { isGameTarget, resumePaymentStorage } from '../../../src/features/cashier/continue-play-payment';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function implementations(game: string | null) {
  const redirectToGame = vi.fn();
  const deps = { gameAfterLogin: () => game, redirectToGame } as unknown as ContinuePlayDeps;
  return { ...continuePlayImplementations(deps), redirectToGame };
}

const doneEvent = (output: unknown) => ({ context: {} as never, event: { type: 'xstate.done.actor.loginWithCode', output } });

describe('continue play: the game redirect after a login by the resume login code (spec 2 §4)', () => {
  it('goes to the game only when a login code logged the player in and a game is known', () => {
    expect(implementations('golden-cherries').guards.goesToGame(doneEvent('loggedInByCode'))).toBe(true);
    expect(implementations('golden-cherries').guards.goesToGame(doneEvent('loggedInAlready'))).toBe(false);
    expect(implementations(null).guards.goesToGame(doneEvent('loggedInByCode'))).toBe(false);
    const withGame = implementations('golden-cherries');
    withGame.actions.redirectToGame();
    expect(withGame.redirectToGame).toHaveBeenCalledWith('golden-cherries');
  });

  it('keeps the game with a top-window payment in the session, and only a game slug', () => {
    const storage = memoryStorage();
    resumePaymentStorage.save(storage, { token: 'tok-1', reference: 'res-1', game: 'golden-cherries' });
    expect(resumePaymentStorage.take(storage)).toEqual({ token: 'tok-1', reference: 'res-1', game: 'golden-cherries' });
    expect(resumePaymentStorage.take(storage)).toBeNull();
    storage.setItem('site:resume-payment', JSON.stringify({ token: 'tok-1', reference: 'res-1', game: '../my/profile' }));
    expect(resumePaymentStorage.take(storage)).toEqual({ token: 'tok-1', reference: 'res-1' });
    for (const value of ['golden-cherries', 'a1']) expect(isGameTarget(value)).toBe(true);
    for (const value of ['', 'Golden', '/all-games', 'x?modal=login', 42, null]) expect(isGameTarget(value)).toBe(false);
  });
});
