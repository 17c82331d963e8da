import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { DepositDetails, DepositMethod } from '../../api/endpoints/cashier';

/** spec 2 §9: the pay-and-play method needs the country selector. */
export const PAY_AND_PLAY_METHOD = 440001;

/**
 * The continue-play page's domain data (spec 2 §2 "Resume form"): the methods the platform offers
 * the player, the chosen method and what the player typed. The flow drives it; screens read it.
 */
export class ContinuePlayStore {
  details: DepositDetails | null = null;
  methodId: number | null = null;
  typed: Record<string, unknown> = {};

  constructor() {
    makeObservable<ContinuePlayStore>(this, {
      details: observableRef,
      methodId: observable,
      typed: observableRef,
      method: computed,
      currency: computed,
      inputs: computed,
      setLoaded: action,
      chooseMethod: action,
      setTyped: action,
    });
  }

  get methods(): readonly DepositMethod[] {
    return this.details?.methods ?? [];
  }

  get method(): DepositMethod | undefined {
    return this.methods.find((method) => method.method === this.methodId);
  }

  /** the wallet currency (a resume pays in it) */
  get currency(): string {
    return this.details?.walletCurrency ?? 'EUR';
  }

  get inputs(): Readonly<Record<string, unknown>> {
    const method = this.method;
    const min = method?.minAmount[this.currency] ?? '0';
    const max = method?.maxAmount[this.currency] ?? '0';
    return {
      amountLimits: method ? { [this.currency]: { min, max } } : {},
      quickAmounts: { currency: this.currency, amounts: method?.amountList[this.currency] ?? [], min, max },
    };
  }

  setLoaded(details: DepositDetails, wanted: number | undefined): void {
    this.details = details;
    const offered = details.methods.some((method) => method.method === wanted);
    this.methodId = offered && wanted !== undefined ? wanted : (details.methods[0]?.method ?? null);
  }

  chooseMethod(methodId: number): void {
    if (this.methods.some((method) => method.method === methodId)) this.methodId = methodId;
  }

  setTyped(data: Record<string, unknown>): void {
    this.typed = data;
  }
}
