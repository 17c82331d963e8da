import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { WithdrawalDetails, WithdrawalMethod } from '../../api/endpoints/withdrawal';
import { deriveServerMethodFields, type DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';
import { depositSummary, type DepositSummary } from '../../engine/cashier/deposit-summary';
import type { MethodFlags } from '../../engine/method-flags';
import { compareDecimalStrings, isDecimalString } from '../../engine/runtime-inputs/shape-checks';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';
import type { ErrorReporter } from '../../stores/error-reporter';
import type { FlagsLoader } from './deposit-store';
import { DerivationProblemReporter } from './derivation-problem-reporter';
import { describedMethod } from './described-methods';

/** storedPayoutReference of a new account (spec 2 §3). */
export const NEW_ACCOUNT = -1;

/** The amount rounded to whole units (a wholeAmount method, spec 2 §4: rounded when it is chosen), half up, through the summary's integer hundredths (never a float). */
export function wholeAmountOf(amount: string): string {
  return depositSummary({ amount, percentageFee: '0', feeStrategy: 'included' })?.rounded.youPay ?? amount;
}

/**
 * The withdrawal page's domain data (spec 2 §2, §3): the payout methods, balances and flags the
 * platform serves, the chosen method, currency and stored payout, what the player has typed (the
 * live summary) and, between the password dialog and the withdraw call only, the password. The
 * flow drives it; screens read it. The password is never part of the form data or its draft.
 * Each offered method's behaviour flags (whole amounts, bank-day payouts) come from its compiled
 * variant, loaded with the details, so choosing a method can act on them at once.
 */
export class WithdrawalStore {
  details: WithdrawalDetails | null = null;
  methodId: number | null = null;
  currency: string | null = null;
  storedReference: number = NEW_ACCOUNT;
  typed: Record<string, unknown> = {};
  /** behaviour flags per described method (its folder under schemas/cashier/methods) */
  flagsByMethod: Readonly<Record<string, MethodFlags>> = {};
  /** what the player typed into the derived fields of a method the repo does not describe */
  derivedValues: Record<string, string> = {};
  private password: string | null = null;
  /** unknown server field types of undescribed methods, reported once */
  private readonly derivationProblems: DerivationProblemReporter;

  constructor(
    private readonly loadFlags: FlagsLoader,
    reporter: ErrorReporter,
  ) {
    this.derivationProblems = new DerivationProblemReporter(reporter, 'Payout');
    makeObservable<WithdrawalStore>(this, {
      details: observableRef,
      derivedValues: observableRef,
      derivedFields: computed,
      setDerivedValue: action,
      flagsByMethod: observableRef,
      flags: computed,
      methodId: observable,
      currency: observable,
      storedReference: observable,
      typed: observableRef,
      method: computed,
      variantMethod: computed,
      stored: computed,
      storedDetail: computed,
      summary: computed,
      inputs: computed,
      setLoaded: action,
      chooseMethod: action,
      chooseCurrency: action,
      chooseStored: action,
      setTyped: action,
      reset: action,
    });
  }

  get methods(): readonly WithdrawalMethod[] {
    return this.details?.methods ?? [];
  }

  get method(): WithdrawalMethod | undefined {
    return this.methods.find((method) => method.method === this.methodId);
  }

  /** the method's folder under schemas/cashier/methods (the variant's method axis); undefined: the base form */
  get variantMethod(): string | undefined {
    return this.method ? describedMethod(this.method.method, 'withdrawal')?.id : undefined;
  }

  /** the chosen method's behaviour flags from content (empty for a method the repo does not describe) */
  get flags(): MethodFlags {
    const variant = this.variantMethod;
    return variant !== undefined ? (this.flagsByMethod[variant] ?? {}) : {};
  }

  /**
   * The details, then each offered described method's flags from its compiled variant (the same
   * chain the form uses), then the draft's method or the first. Flags that fail to load count as
   * none: the form's own validation still applies them.
   */
  async load(details: WithdrawalDetails, wanted: number | undefined): Promise<void> {
    const variants = [...new Set(details.methods.flatMap((method) => describedMethod(method.method, 'withdrawal')?.id ?? []))];
    const loaded = await Promise.all(variants.map(async (variant) => [variant, await this.loadFlags(variant).catch((): MethodFlags => ({}))] as const));
    runInAction(() => {
      this.flagsByMethod = Object.fromEntries(loaded);
      this.setLoaded(details, wanted);
    });
  }

  /**
   * The field set of a method the repo does not describe, derived from the server's `fields` (as
   * the deposit's); with a stored account only the fields the platform still needs for it.
   */
  get derivedFields(): DerivedMethodField[] {
    const method = this.method;
    if (!method || this.variantMethod !== undefined) return [];
    const fields = deriveServerMethodFields(method.fields).fields;
    return this.storedReference === NEW_ACCOUNT ? fields : fields.filter((field) => !field.skipWithStoredDetail);
  }

  /** An unknown field type or validator of an undescribed method goes to the error reporter once per method and value. */
  private reportDerivationProblems(): void {
    const method = this.method;
    if (!method || this.variantMethod !== undefined) return;
    this.derivationProblems.report(method);
  }

  /** the chosen method's stored payout accounts */
  get stored(): readonly StoredPaymentDetail[] {
    return this.method?.stored ?? [];
  }

  get storedDetail(): StoredPaymentDetail | undefined {
    return this.stored.find((detail) => detail.storedDetailReference === this.storedReference);
  }

  /** "You withdraw" / "You get" / the fee, included or added (spec 2 §9), in integer hundredths */
  get summary(): DepositSummary | undefined {
    const method = this.method;
    const amount = this.typed.amount;
    if (!method || typeof amount !== 'string' || amount === '') return undefined;
    return depositSummary({ amount, percentageFee: method.percentageFee, feeStrategy: method.feeStrategy });
  }

  /** the runtime inputs the withdrawal form declares (x-inputs), for the chosen method and currency */
  get inputs(): Readonly<Record<string, unknown>> {
    const method = this.method;
    const currency = this.currency ?? this.details?.walletCurrency ?? 'EUR';
    const min = method?.minAmount[currency] ?? '0';
    const max = method?.maxAmount[currency] ?? '0';
    return {
      amountLimits: method ? { [currency]: { min, max } } : {},
      quickAmounts: { currency, amounts: method?.amountList[currency] ?? [], min, max },
    };
  }

  get hasPercentageFee(): boolean {
    return this.method !== undefined && compareDecimalStrings(this.method.percentageFee, '0') > 0;
  }

  /** spec 2 §4: bonuses would be forfeited and the amount exceeds the cash reserve */
  needsRevokeConfirmation(amount: unknown): boolean {
    const details = this.details;
    if (!details?.revokeBonuses || typeof amount !== 'string' || !isDecimalString(amount)) return false;
    return compareDecimalStrings(amount, details.cashReserve) > 0;
  }

  get ibanVerified(): boolean {
    return this.details?.ibanVerificationStatus === 'verified';
  }

  setLoaded(details: WithdrawalDetails, wanted: number | undefined): void {
    this.details = details;
    const offered = details.methods.some((method) => method.method === wanted);
    const first = offered ? wanted : details.methods[0]?.method;
    if (first !== undefined) this.chooseMethod(first);
  }

  /**
   * spec 2 §4: a new method resets the currency (auto-selected when it supports only one, else the
   * wallet's when supported) and clears the stored payout.
   */
  chooseMethod(methodId: number): void {
    this.methodId = methodId;
    const currencies = Object.keys(this.method?.supportCurrencies ?? {});
    const wallet = this.details?.walletCurrency;
    this.currency = currencies.length === 1 ? (currencies[0] ?? null) : wallet !== undefined && currencies.includes(wallet) ? wallet : null;
    this.storedReference = NEW_ACCOUNT;
    this.derivedValues = {};
    this.reportDerivationProblems();
  }

  chooseCurrency(currency: string): void {
    if (this.method && Object.hasOwn(this.method.supportCurrencies, currency)) this.currency = currency;
  }

  /**
   * spec 2 §3, §4: a stored account of the method that is not blocked, or a new account. A blocked
   * or unknown reference (a draft from before the account was blocked) falls back to a new account.
   */
  chooseStored(reference: number): void {
    const usable = this.stored.some((detail) => detail.storedDetailReference === reference && detail.blocked === 'none');
    this.storedReference = usable ? reference : NEW_ACCOUNT;
  }

  setTyped(data: Record<string, unknown>): void {
    this.typed = data;
  }

  setDerivedValue(name: string, value: string): void {
    this.derivedValues = { ...this.derivedValues, [name]: value };
  }

  /** the password of the password dialog, held in memory for the one withdraw call that follows */
  holdPassword(password: string): void {
    this.password = password;
  }

  takePassword(): string | undefined {
    const password = this.password ?? undefined;
    this.password = null;
    return password;
  }

  forgetPassword(): void {
    this.password = null;
  }

  /** after a final status: the form starts over (spec 2 §4) */
  reset(): void {
    this.typed = {};
    this.derivedValues = {};
    this.storedReference = NEW_ACCOUNT;
    this.password = null;
  }
}
