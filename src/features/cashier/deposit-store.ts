import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ContractStatus, DepositCampaign, DepositDetails, DepositLimits, DepositMethod } from '../../api/endpoints/cashier';
import { deriveServerMethodFields, type DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';
import { depositSummary, type DepositSummary } from '../../engine/cashier/deposit-summary';
import type { MethodFlags } from '../../engine/method-flags';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';
import type { ErrorReporter } from '../../stores/error-reporter';
import { DerivationProblemReporter } from './derivation-problem-reporter';
import { describedMethod } from './described-methods';

/** storedDetailReference of a new card or account (spec 2 §3). */
export const NEW_DETAIL = -1;

/** Where the deposit store reads a method's behaviour flags (the compiled variant of its chain). */
export type FlagsLoader = (variantMethod: string | undefined) => Promise<MethodFlags>;

/**
 * The deposit page's domain data (spec 2 §2, §3): the methods, campaigns and limits the platform
 * serves, the chosen method and currency, what the player has typed (for the live summary) and
 * the derived field set of a method the repo does not describe. The flow drives it; screens read it.
 */
export class DepositStore {
  details: DepositDetails | null = null;
  limits: DepositLimits | null = null;
  methodId: number | null = null;
  currency: string | null = null;
  /** the stored card or account paid with; NEW_DETAIL: a new one (the method's fields) */
  storedReference: number = NEW_DETAIL;
  typed: Record<string, unknown> = {};
  derivedValues: Record<string, string> = {};
  flags: MethodFlags = {};
  /** the payment-card contract of methods with depositAgreement (spec 2 §3 cardStatus); null: not asked or unknown */
  contract: ContractStatus | null = null;
  /** settles when the chosen method's flags are in (a load failure leaves them empty) */
  private flagsReady: Promise<void> = Promise.resolve();
  /** unknown server field types of undescribed methods, reported once */
  private readonly derivationProblems: DerivationProblemReporter;

  /**
   * spec 2 §1, §6: a visitor's deposit (not logged in, pay-and-play allowed): the platform offers pay-and-play only,
   * the form asks the visitor's consents (the pay-and-play overlay's `visitor` branch) and a login code logs them in.
   */
  readonly visitor: boolean;

  constructor(
    reporter: ErrorReporter,
    private readonly loadFlags: FlagsLoader,
    options: { visitor?: boolean } = {},
  ) {
    this.visitor = options.visitor === true;
    this.derivationProblems = new DerivationProblemReporter(reporter, 'Payment');
    makeObservable<DepositStore>(this, {
      details: observableRef,
      limits: observableRef,
      methodId: observable,
      currency: observable,
      storedReference: observable,
      typed: observableRef,
      derivedValues: observableRef,
      flags: observableRef,
      contract: observable,
      method: computed,
      contractBlocks: computed,
      stored: computed,
      storedDetail: computed,
      variantMethod: computed,
      derivedFields: computed,
      campaign: computed,
      noBonus: computed,
      summary: computed,
      inputs: computed,
      isFirstDeposit: computed,
      setLoaded: action,
      setContract: action,
      chooseMethod: action,
      chooseCurrency: action,
      chooseStored: action,
      setTyped: action,
      setDerivedValue: action,
      reset: action,
    });
  }

  get methods(): readonly DepositMethod[] {
    return this.details?.methods ?? [];
  }

  get method(): DepositMethod | undefined {
    return this.methods.find((method) => method.method === this.methodId);
  }

  /** the chosen method's stored cards and accounts (spec 2 §3) */
  get stored(): readonly StoredPaymentDetail[] {
    return this.method?.stored ?? [];
  }

  /** the stored detail paid with, undefined for a new card or account */
  get storedDetail(): StoredPaymentDetail | undefined {
    return this.stored.find((detail) => detail.storedDetailReference === this.storedReference);
  }

  /** the method's folder under schemas/cashier/methods (the variant's method axis); undefined: derived at runtime */
  get variantMethod(): string | undefined {
    return this.method ? describedMethod(this.method.method, 'deposit')?.id : undefined;
  }

  get derivedFields(): DerivedMethodField[] {
    const method = this.method;
    if (!method || this.variantMethod !== undefined) return [];
    return deriveServerMethodFields(method.fields).fields;
  }

  /** An unknown field type or validator of an undescribed method goes to the error reporter once per method and value. */
  private reportDerivationProblems(): void {
    const method = this.method;
    if (!method || this.variantMethod !== undefined) return;
    this.derivationProblems.report(method);
  }

  /**
   * No campaign can be claimed: the crypto channel (bonusNone, 910003) and a voucher redeemed as a
   * bonus code (bonusCode, 150001: the code is itself the bonus, spec 2 §9) send campaignId -1.
   */
  get noBonus(): boolean {
    return this.flags.bonusNone === true || this.flags.bonusCode === true;
  }

  /** spec 2 §3, §6: the chosen method requires a signed contract that is not approved yet: no deposit with it */
  get contractBlocks(): boolean {
    return this.method?.depositAgreementRequired === true && this.contract !== 'approved';
  }

  /** Whether any listed method comes with a contract (its status is then loaded). */
  get needsContract(): boolean {
    return this.methods.some((method) => method.depositAgreement || method.depositAgreementRequired);
  }

  setContract(status: ContractStatus | null): void {
    this.contract = status;
  }

  /** the campaigns the chosen method lets the player claim (spec 2 §9: none with bonusNone or bonusCode) */
  get offeredCampaignIds(): readonly number[] {
    return this.noBonus ? [] : (this.details?.campaigns ?? []).map((campaign) => campaign.campaignId);
  }

  get campaign(): DepositCampaign | undefined {
    const id = this.typed.campaignId;
    return typeof id === 'number' && id > 0 ? this.details?.campaigns.find((campaign) => campaign.campaignId === id) : undefined;
  }

  get summary(): DepositSummary | undefined {
    const method = this.method;
    const amount = this.typed.amount;
    if (!method || typeof amount !== 'string' || amount === '') return undefined;
    return depositSummary({ amount, percentageFee: method.percentageFee, feeStrategy: method.feeStrategy, campaign: this.noBonus ? null : this.campaign });
  }

  /** the runtime inputs the deposit form declares (x-inputs), for the chosen method and currency */
  get inputs(): Readonly<Record<string, unknown>> {
    const method = this.method;
    const currency = this.currency ?? this.details?.walletCurrency ?? 'EUR';
    const min = method?.minAmount[currency] ?? '0';
    const max = method?.maxAmount[currency] ?? '0';
    return {
      campaigns: this.noBonus ? [] : (this.details?.campaigns ?? []).map((campaign) => ({ campaignId: campaign.campaignId, title: campaign.title })),
      amountLimits: method ? { [currency]: { min, max } } : {},
      quickAmounts: { currency, amounts: method?.amountList[currency] ?? [], min, max },
    };
  }

  /** spec 2 §4: the first-deposit flag is set when there are no deposits yet */
  get isFirstDeposit(): boolean {
    return (this.details?.numberOfSuccessfulDeposit ?? 0) === 0 && (this.details?.totalDeposits ?? 0) === 0;
  }

  setLoaded(details: DepositDetails, limits: DepositLimits | null, wanted: number | undefined): void {
    this.details = details;
    this.limits = limits;
    const offered = (id: number | null | undefined) => (id !== null && id !== undefined && details.methods.some((method) => method.method === id) ? id : undefined);
    // the draft's method, else the preselected method from settings, else the first (spec 2 §4)
    const first = offered(wanted) ?? offered(details.preselectedMethod) ?? details.methods[0]?.method;
    if (first !== undefined) this.chooseMethod(first);
  }

  /** spec 2 §4: a new method resets the currency, auto-selected when it supports only one (else the wallet's when supported) */
  chooseMethod(methodId: number): void {
    this.methodId = methodId;
    this.storedReference = NEW_DETAIL;
    this.derivedValues = {};
    const currencies = Object.keys(this.method?.supportCurrencies ?? {});
    const wallet = this.details?.walletCurrency;
    this.currency = currencies.length === 1 ? (currencies[0] ?? null) : wallet !== undefined && currencies.includes(wallet) ? wallet : (currencies[0] ?? null);
    this.flags = {};
    this.reportDerivationProblems();
    const variant = this.variantMethod;
    const loading = this.loadFlags(variant).then((flags) =>
      runInAction(() => {
        if (this.methodId === methodId) this.flags = flags;
      }),
    );
    this.flagsReady = loading.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The chosen method's flags are known (whether it offers bonuses: the address's campaign waits for that). */
  whenFlagsLoaded(): Promise<void> {
    return this.flagsReady;
  }

  chooseCurrency(currency: string): void {
    if (this.method && Object.hasOwn(this.method.supportCurrencies, currency)) this.currency = currency;
  }

  /**
   * spec 2 §5: a stored detail that is blocked (by document, manually, verified-blocked) cannot be
   * paid with: choosing it keeps the choice as it was. NEW_DETAIL is always possible.
   */
  chooseStored(reference: number): void {
    if (reference === NEW_DETAIL) this.storedReference = NEW_DETAIL;
    else if (this.stored.some((detail) => detail.storedDetailReference === reference && detail.blocked === 'none')) this.storedReference = reference;
  }

  setTyped(data: Record<string, unknown>): void {
    this.typed = data;
  }

  setDerivedValue(name: string, value: string): void {
    this.derivedValues = { ...this.derivedValues, [name]: value };
  }

  /** after a final status: the form starts over (spec 2 §4) */
  reset(): void {
    this.typed = {};
    this.derivedValues = {};
    this.storedReference = NEW_DETAIL;
  }
}
