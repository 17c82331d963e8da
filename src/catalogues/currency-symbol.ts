/** Currency display symbols of spec 3 §9; currencies not listed show their code. */
const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  SEK: 'kr',
  RUB: '₽',
  CNY: '¥',
  JPY: '¥',
  TRY: '₤',
  AUD: '$',
  NZD: '$',
  MXN: '$',
  HKD: '$',
  µBTC: 'µBTC',
  mBTC: 'mBTC',
  BTC: 'BTC',
  MGA: 'Ar',
};

export function currencySymbol(currency: string): string {
  return Object.hasOwn(SYMBOLS, currency) ? (SYMBOLS[currency] ?? currency) : currency;
}
