import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/player-affordability.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { playerAffordabilityImplementations } from './player-affordability-implementations';
import { playerAffordabilityScreens } from './player-affordability-screens';
import './cashier.css';

interface PlayerAffordabilityModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=player-affordability (spec 2 §2, §8: deposit error 253): the player-affordability form
 * (flows/player-affordability.flow.json; the fields the market configures, each required) over the
 * deposit page, which stays as the player left it; Save records the details with updateDetails,
 * closing returns to the deposit.
 */
const PlayerAffordabilityModal = observer(function PlayerAffordabilityModal({ close, store }: PlayerAffordabilityModalProps) {
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => playerAffordabilityImplementations({ api: store.api, close, changed: () => store.api.clearCache?.(['depositDetails']) })}
      screens={playerAffordabilityScreens}
      extras={undefined}
      store={store}
      className="cashier player-affordability"
    />
  );
});

export default PlayerAffordabilityModal;
