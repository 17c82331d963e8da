import type { RootStore } from '../../stores/root-store';
import { AccountClosurePage } from './account-closure-page';

/** /my/self-exclusion (logged in): the account closed for months or permanently (216), with the market's exclusion registers. */
export default function SelfExclusionPage({ store }: { store: RootStore }) {
  return <AccountClosurePage store={store} kind="selfExclusion" />;
}
