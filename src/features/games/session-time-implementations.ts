import { fromPromise } from 'xstate';
import type { ApiPort } from '../../stores/api-port';
import { callOrThrow } from '../../stores/flow-call';
import { sessionTimeSnooze } from './session-time-snooze';

export interface SessionTimeDeps {
  api: ApiPort;
  playerId: string;
  now: () => number;
  /** the dialog goes away */
  close: () => void;
}

/**
 * The actions and actor of flows/game-session-time.flow.json: the Shown activity once per showing
 * (the state's entry), the Confirmed activity, the 24-hour snooze for this player, closing.
 */
export function sessionTimeImplementations({ api, playerId, now, close }: SessionTimeDeps) {
  return {
    guards: {},
    actions: {
      recordShown: () => void api.call('trackActivity', { activityCode: 'sessionTimeIncreaseShown' }),
      snooze: () => sessionTimeSnooze.snooze(playerId, now()),
      closeDialog: () => close(),
    },
    actors: {
      recordConfirmed: fromPromise(({ signal }: { signal: AbortSignal }) =>
        callOrThrow(api.call('trackActivity', { activityCode: 'sessionTimeIncreaseConfirmed' }, { signal })),
      ),
    },
  };
}
