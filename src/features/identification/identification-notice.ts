import type { StoreApiError } from '../../stores/api-port';

/** What step 1 shows after a failed identification: a platform error, or one of our own texts. */
export type IdentificationNotice = { error: StoreApiError } | { key: 'expired' | 'windowClosed' | 'cancelled' };
