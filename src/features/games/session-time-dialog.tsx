import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import flowJson from '../../../flows/game-session-time.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { GameDialog } from './game-dialog';
import { sessionTimeImplementations } from './session-time-implementations';
import { sessionTimeScreens } from './session-time-screens';
import { sessionTimeSnooze } from './session-time-snooze';

interface SessionTimeDialogProps {
  store: RootStore;
  playerId: string;
}

/**
 * The session-time-increase dialog (spec 3 §4) as a modal `<dialog>` over the game: shown when
 * the platform requires it and this player has not snoozed it; its steps are the
 * game-session-time flow. Escape does not dismiss it: the player answers.
 */
export const SessionTimeDialog = observer(function SessionTimeDialog({ store, playerId }: SessionTimeDialogProps) {
  const [open, setOpen] = useState(() => !sessionTimeSnooze.isSnoozed(playerId, Date.now()));
  if (!open) return null;
  return (
    <GameDialog labelledBy="session-time-title">
      <FlowHost
        flow={flowJson}
        implementations={() => sessionTimeImplementations({ api: store.api, playerId, now: Date.now, close: () => setOpen(false) })}
        screens={sessionTimeScreens}
        extras={undefined}
        store={store}
        input={{ playerId }}
      />
    </GameDialog>
  );
});
