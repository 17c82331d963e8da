import type { ReactNode } from 'react';
import type { CampaignCoolOff } from '../../api/endpoints';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import type { AccountDataState } from '../../ui/account-data/use-account-data';
import { CoolOffNotice } from './cool-off-notice';

interface CampaignListProps<T> {
  /** the page's load (loading, failed with Retry) */
  state: AccountDataState<unknown>;
  onRetry: () => void;
  /** the list shown — the last action's answer, else the loaded one; null while there is neither */
  data: { coolOff: CampaignCoolOff | null } | null;
  items: readonly T[];
  /** what the page says without any campaign */
  empty: string;
  /** the last action's confirmation (joined, claimed), announced politely */
  done?: ReactNode;
  /** one promotion card per item (keyed) */
  renderItem: (item: T) => ReactNode;
}

/**
 * The campaign pages' shared list (promotions, available bonuses): the last action's confirmation,
 * the load state, the cool-off notice when the platform answers one (spec 3 §4: nothing can be
 * joined until it ends), then the cards or the empty text.
 */
export function CampaignList<T>({ state, onRetry, data, items, empty, done, renderItem }: CampaignListProps<T>) {
  return (
    <>
      {done && (
        <p role="status" className="bonuses__done">
          {done}
        </p>
      )}
      {!data ? (
        state.status !== 'loaded' && <AccountDataStatus state={state} onRetry={onRetry} />
      ) : (
        <>
          {data.coolOff && <CoolOffNotice until={data.coolOff.until} />}
          {items.length === 0 ? <p className="bonuses__empty">{empty}</p> : <ul className="promotions">{items.map(renderItem)}</ul>}
        </>
      )}
    </>
  );
}
