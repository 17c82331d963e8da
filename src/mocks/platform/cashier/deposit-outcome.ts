/**
 * What a deposit leads to in the simulated platform, chosen by the cents of the amount (QA
 * inputs, src/mocks/SCENARIOS.md "Cashier deposit"). Whole amounts take the default outcome.
 */
export type DepositOutcome =
  | { kind: 'waiting'; finalStatus: 'ok' | 'failed' | 'pending'; limitRequire?: boolean; settlesAfterSeconds?: number }
  | { kind: 'finish' }
  | { kind: 'redirect' }
  | { kind: 'frame'; offOrigin?: boolean }
  | { kind: 'lostAnswer' }
  | { kind: 'slowAnswer' }
  | { kind: 'fingerprint'; wrongNonce?: boolean }
  | { kind: 'threeDSecure' }
  | { kind: 'error'; code: number; subCode?: number; details?: Record<string, unknown> };

const BY_CENTS: Readonly<Record<string, DepositOutcome>> = {
  '01': { kind: 'waiting', finalStatus: 'failed' },
  '02': { kind: 'waiting', finalStatus: 'pending' },
  '03': { kind: 'finish' },
  '04': { kind: 'redirect' },
  '05': { kind: 'frame' },
  '06': { kind: 'waiting', finalStatus: 'pending', limitRequire: true },
  '07': { kind: 'lostAnswer' },
  '08': { kind: 'slowAnswer' },
  '09': { kind: 'fingerprint' },
  '10': { kind: 'threeDSecure' },
  '12': { kind: 'fingerprint', wrongNonce: true },
  '13': { kind: 'frame', offOrigin: true },
  // the provider confirms 20 s after the deposit was taken (the platform's clock: a fake clock moves it), however often the status is asked
  '14': { kind: 'waiting', finalStatus: 'ok', settlesAfterSeconds: 20 },
  '90': { kind: 'error', code: 119, subCode: 4 },
  '91': { kind: 'error', code: 125 },
  '92': { kind: 'error', code: 128, details: { documents: ['age'] } },
  '93': { kind: 'error', code: 219 },
  '94': { kind: 'error', code: 228 },
  '95': { kind: 'error', code: 232 },
  '96': { kind: 'error', code: 234 },
  '97': { kind: 'error', code: 251 },
  '98': { kind: 'error', code: 253 },
};

export function depositOutcomeOf(amount: string): DepositOutcome {
  const cents = /\.(\d{2})$/.exec(amount)?.[1];
  return (cents !== undefined ? BY_CENTS[cents] : undefined) ?? { kind: 'waiting', finalStatus: 'ok' };
}
