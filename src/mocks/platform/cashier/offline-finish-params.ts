/** Methods paid away from the site (spec 2 §9): their deposit answer is the finish screen with what the player needs. */
export const OFFLINE_TRANSFER_METHOD = 10000;
export const CASH_AT_CASINO_METHOD = 10003;
/** spec 2 §9: paid at a payment terminal by scanning the finish screen's QR code. */
export const TERMINAL_QR_METHOD = 950001;
/** spec 2 §9: the crypto channel, paid to an address the finish screen shows until it expires. */
export const CRYPTO_METHOD = 910003;

/** The simulated processor's receiving address per coin (test-network style, never a real wallet). */
const CRYPTO_ADDRESSES: Readonly<Record<string, string>> = {
  BTC: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  USDT: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  LTC: 'tltc1qk2ergqvg6h3xrj5m0x3p5ndnls7pj6zfh4v6sq',
};
/** How long a crypto address takes payments (the finish screen's countdown). */
const CRYPTO_ADDRESS_MINUTES = 30;
/** How long a terminal code can be scanned. */
const TERMINAL_QR_MINUTES = 15;

/** The operator's collection account the offline transfers go to (a valid Hungarian IBAN, checked by ibantools in tests). */
const COLLECTION_IBAN = 'HU42 1177 3016 1111 1018 0000 0000';

/**
 * The finish parameters of a deposit paid away from the site: for the offline bank transfer the
 * operator's account and the reference the transfer must carry; for cash at the casino the code
 * to show at the desk, the casino the player chose and the last day it is valid (7 days); for the
 * terminal QR the code's text (`qrCode`: what the terminal reads) and the reference; for crypto the
 * coin, the address and when it expires. Undefined for every other method.
 */
export function offlineFinishParams(method: number, reference: string, body: Record<string, unknown>, now: Date): { name: string; value: string }[] | undefined {
  if (method === OFFLINE_TRANSFER_METHOD) {
    return [
      { name: 'beneficiary', value: 'Casino Operations Ltd.' },
      { name: 'iban', value: COLLECTION_IBAN },
      { name: 'bic', value: 'OTPVHUHB' },
      { name: 'reference', value: reference },
    ];
  }
  if (method === CASH_AT_CASINO_METHOD) {
    const validUntil = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const casino = typeof body.casino === 'string' ? body.casino : '';
    return [
      { name: 'cashCode', value: reference.replace(/^dep-?/, '').toUpperCase() },
      { name: 'casino', value: casino },
      { name: 'validUntil', value: validUntil },
      { name: 'reference', value: reference },
    ];
  }
  if (method === TERMINAL_QR_METHOD) {
    const amount = typeof body.amount === 'string' ? body.amount : '';
    const currency = typeof body.currency === 'string' ? body.currency : '';
    return [
      { name: 'qrCode', value: `TERMINALPAY|${reference}|${amount}|${currency}` },
      { name: 'reference', value: reference },
      { name: 'expiresAt', value: new Date(now.getTime() + TERMINAL_QR_MINUTES * 60_000).toISOString() },
    ];
  }
  if (method === CRYPTO_METHOD) {
    const coin = typeof body.cryptoCurrency === 'string' && Object.hasOwn(CRYPTO_ADDRESSES, body.cryptoCurrency) ? body.cryptoCurrency : 'BTC';
    return [
      { name: 'coin', value: coin },
      { name: 'address', value: CRYPTO_ADDRESSES[coin] ?? '' },
      { name: 'reference', value: reference },
      { name: 'chargeId', value: `ch_${reference}` },
      { name: 'expiresAt', value: new Date(now.getTime() + CRYPTO_ADDRESS_MINUTES * 60_000).toISOString() },
    ];
  }
  return undefined;
}
