import { makeAutoObservable } from 'mobx';
import type { IdentificationResult } from '../api/endpoints';
import type { StoreApiError } from './api-port';

/** What a third-party identification leaves for the registration (spec 1 §3 "External data"). */
export interface ExternalData {
  method: string;
  /** a provider token still to resolve (return from a redirect) */
  titanToken?: string;
  /** the identification result (sign-up offered after a third-party login) */
  result?: IdentificationResult;
}

/**
 * External data between the login's sign-up offer or a provider's redirect return and the
 * registration that uses it, plus the error of a token that could not be resolved (step 9:
 * the modal closes and the site shows the error). Memory only: nothing identifying is stored.
 */
export class ExternalDataStore {
  data: ExternalData | null = null;
  tokenError: StoreApiError | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(data: ExternalData): void {
    this.data = data;
    this.tokenError = null;
  }

  clear(): void {
    this.data = null;
  }

  failToken(error: StoreApiError): void {
    this.data = null;
    this.tokenError = error;
  }
}
