/**
 * Which country's rules apply (spec 3 §4 "applied country rules"): the player's own applied
 * rules when the platform sends them, else the market of the served settings. The international
 * market applies no country's rules. Page markers and menus must give the same answer.
 */
export function appliedCountry(market: unknown, playerRules: unknown): string | null {
  if (typeof playerRules === 'string' && playerRules !== '') return playerRules;
  return typeof market === 'string' && market !== 'INT' ? market : null;
}
