/**
 * Which error of spec 2 §8 a withdrawal meets, by its whole amount (SCENARIOS.md "Cashier
 * withdrawal and continue play"): 102 → 2 (ignored), 125 → 125, 128 → 128, 129 → 128 with
 * document details, 138 → 138, 199/200/219 → 199/200/219, 232 → 232, 234 → 234, 251 → 251,
 * 259 → 259, 284 → 284 (IBAN verification), 101 → 101 (a plain message). Every other amount is
 * taken. (Whole units of the currency: reachable with EUR, GBP, SEK and RON wallets.)
 */
export interface WithdrawalError {
  code: number;
  details?: Record<string, unknown>;
}

const BY_AMOUNT: Readonly<Record<string, WithdrawalError>> = {
  '102': { code: 2 },
  '101': { code: 101 },
  '125': { code: 125 },
  '128': { code: 128 },
  '129': { code: 128, details: { userValidated: false, hasPendingDocumentRequest: true } },
  '138': { code: 138 },
  '199': { code: 199 },
  '200': { code: 200 },
  '219': { code: 219 },
  '232': { code: 232 },
  '234': { code: 234 },
  '251': { code: 251 },
  '259': { code: 259 },
  '284': { code: 284 },
};

export function withdrawalErrorOf(amount: string): WithdrawalError | undefined {
  const whole = amount.split('.')[0] ?? '';
  return Object.hasOwn(BY_AMOUNT, whole) ? BY_AMOUNT[whole] : undefined;
}
