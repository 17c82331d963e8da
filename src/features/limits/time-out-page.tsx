import type { RootStore } from '../../stores/root-store';
import { AccountClosurePage } from './account-closure-page';

/** /my/time-out (logged in): a short break from gambling, the account closed for the chosen days (217 until then). */
export default function TimeOutPage({ store }: { store: RootStore }) {
  return <AccountClosurePage store={store} kind="timeOut" />;
}
