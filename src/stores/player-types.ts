import type { AccountDetails as ApiAccountDetails, PlayerSummary } from '../api/endpoints';

/** The player object of the session, login and register responses. */
export type SessionPlayer = PlayerSummary;

/** Profile details of the accountDetails call. */
export type AccountDetails = ApiAccountDetails;
