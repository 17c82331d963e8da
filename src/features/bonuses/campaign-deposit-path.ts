/**
 * Where a campaign's Deposit button leads (spec 3 §2 promotion card footer "to /payment/deposit"):
 * the deposit with the campaign named, so the deposit's bonus choice preselects it (spec 2 §2).
 * Unprefixed; the caller adds the language.
 */
export function campaignDepositPath(campaignId: number): string {
  return `/payment/deposit?${new URLSearchParams({ campaignId: String(campaignId) }).toString()}`;
}
