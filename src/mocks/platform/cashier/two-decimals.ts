/** Money as the platform stores it (deposits and withdrawals): a decimal string with two decimals. */
export function twoDecimals(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
