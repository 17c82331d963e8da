import { makeAutoObservable } from 'mobx';
import type { SourceOfFundsData } from '../../api/endpoints';
import type { SourceOfFundsInput } from '../../engine/runtime-inputs/runtime-input-types';
import { offeredSofTypes } from './source-of-funds-offer';

/** The loaded source-of-funds details of the page (the flow's load writes them; the form's runtime input reads them). */
export class SourceOfFundsStore {
  details: SourceOfFundsData | null = null;
  readonly validationType: string | null;

  constructor(validationType: string | null) {
    this.validationType = validationType;
    makeAutoObservable(this, { validationType: false }, { autoBind: true });
  }

  setDetails(details: SourceOfFundsData): void {
    this.details = details;
  }

  get offered() {
    return offeredSofTypes(this.details, this.validationType);
  }

  /** the `sourceOfFunds` runtime input of the forms */
  get input(): SourceOfFundsInput {
    return { types: this.offered, ranges: this.details?.amountRanges ?? [], currency: this.details?.currency ?? 'EUR' };
  }
}
