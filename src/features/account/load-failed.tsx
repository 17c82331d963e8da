import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';

/** A page's data could not be loaded: what happened and Try again (the RETRY event of the account flows). */
export const LoadFailed = loadFailedScreen({ message: 'account:loadFailed', retry: 'account:retry' });
