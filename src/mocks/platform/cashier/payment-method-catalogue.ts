import type { ServerMethodField } from '../../../engine/cashier/server-method-field';
import type { MarketId } from '../../../engine/market';
import type { StoredPaymentDetail } from '../../../engine/runtime-inputs/runtime-input-types';

/** A currency's amounts for the simulated methods of one direction (whole units); `list`: the quick amounts, when the direction has them. */
export interface CurrencyAmounts {
  min: string;
  max: string;
  list?: readonly string[];
}

/** The seed of one simulated method row, as the deposit and the withdrawal both describe it (spec 2 §3). */
export interface CatalogueSeed {
  method: number;
  providerId: number;
  name: string;
  percentageFee?: string;
  feeStrategy?: 'included' | 'added';
  description: string;
  /** the server's field list (a method the repo does not describe is derived from it) */
  fields?: readonly ServerMethodField[];
  stored?: readonly StoredPaymentDetail[];
  /** extra currencies beside the wallet's */
  extraCurrencies?: readonly string[];
  /** only these currencies (the wallet's is converted; the withdrawal's unsupported-currency hint) */
  onlyCurrencies?: readonly string[];
}

/** What a method row of either direction carries (spec 2 §3 deposit method / withdrawal method). */
export interface CatalogueRow {
  method: number;
  providerId: number;
  name: string;
  percentageFee: string;
  feeStrategy: 'included' | 'added';
  supportCurrencies: Record<string, string>;
  minAmount: Record<string, string>;
  maxAmount: Record<string, string>;
  amountList: Record<string, string[]>;
  fields: ServerMethodField[];
  stored: StoredPaymentDetail[];
  allowNewAccount: boolean;
  description: string;
}

/** One direction's catalogue: its amounts per currency, its seeds, which seeds each market lists and its own fields of a row. */
export interface CatalogueTables<Seed extends CatalogueSeed, Method> {
  /** amounts per currency; a currency without its own gets EUR's */
  amounts: Readonly<Record<string, CurrencyAmounts>>;
  seeds: Readonly<Record<string, Seed>>;
  /** the seeds' names per market, in the order the site lists them; a market not listed gets INT's */
  byMarket: Readonly<Partial<Record<MarketId, readonly string[]>>>;
  /** markets whose player gets no method at all ("No methods found.") */
  noMethods: ReadonlySet<MarketId>;
  /** the direction's row: the shared part plus its own fields */
  row: (seed: Seed, shared: CatalogueRow) => Method;
  /** a market's own variant of a seed (e.g. an extra currency there); the seed as it is by default */
  seedIn?: (market: MarketId, name: string, seed: Seed) => Seed;
}

/** The blocked states of stored payment details (spec 2 §3), in the order the catalogues seed them. */
const BLOCKED_STATES = ['none', 'byDocument', 'manually', 'verified'] as const satisfies readonly StoredPaymentDetail['blocked'][];

/**
 * Stored payment details, one per blocked state (spec 2 §3 "Stored payment details": none,
 * auto-blocked by document, manually blocked, verified-blocked), so QA reaches each message; the
 * references count up from `firstReference`.
 */
export function storedDetailsInEachState(firstReference: number, descriptions: Readonly<Record<(typeof BLOCKED_STATES)[number], string>>): readonly StoredPaymentDetail[] {
  return BLOCKED_STATES.map((blocked, index) => ({ storedDetailReference: firstReference + index, description: descriptions[blocked], blocked }));
}

/** The row both directions share: currencies (the wallet's and extra ones, or only the listed), min/max and quick amounts per currency, fields and stored details. */
function sharedRow(seed: CatalogueSeed, walletCurrency: string, amounts: Readonly<Record<string, CurrencyAmounts>>): CatalogueRow {
  const currencies = seed.onlyCurrencies ? [...seed.onlyCurrencies] : [walletCurrency, ...(seed.extraCurrencies ?? []).filter((currency) => currency !== walletCurrency)];
  const amountsOf = (currency: string): CurrencyAmounts => amounts[currency] ?? amounts.EUR ?? { min: '0', max: '0' };
  const perCurrency = <T>(pick: (of: CurrencyAmounts) => T | undefined) =>
    Object.fromEntries(currencies.flatMap((currency) => {
      const value = pick(amountsOf(currency));
      return value === undefined ? [] : [[currency, value] as const];
    }));
  return {
    method: seed.method,
    providerId: seed.providerId,
    name: seed.name,
    percentageFee: seed.percentageFee ?? '0',
    feeStrategy: seed.feeStrategy ?? 'included',
    supportCurrencies: Object.fromEntries(currencies.map((currency) => [currency, '1'])),
    minAmount: perCurrency((of) => of.min),
    maxAmount: perCurrency((of) => of.max),
    amountList: perCurrency((of) => (of.list ? [...of.list] : undefined)),
    fields: [...(seed.fields ?? [])],
    stored: [...(seed.stored ?? [])],
    allowNewAccount: true,
    description: seed.description,
  };
}

/**
 * The mock platform's method catalogue of one direction (deposit or withdrawal): the methods it
 * offers a player of a market and wallet currency, each row built from its seed the same way.
 */
export function paymentMethodCatalogue<Seed extends CatalogueSeed, Method>(tables: CatalogueTables<Seed, Method>): (market: MarketId, walletCurrency: string) => Method[] {
  return (market, walletCurrency) => {
    if (tables.noMethods.has(market)) return [];
    const names = tables.byMarket[market] ?? tables.byMarket.INT ?? [];
    return names.flatMap((name) => {
      const seed = tables.seeds[name];
      if (!seed) return [];
      const own = tables.seedIn ? tables.seedIn(market, name, seed) : seed;
      return [tables.row(own, sharedRow(own, walletCurrency, tables.amounts))];
    });
  };
}
