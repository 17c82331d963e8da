import { IDIN_BANKS } from './platform/idin-banks';

/**
 * QA inputs that switch provider features on for the tab (no market's settings has them on):
 * `?zignSec=on|off` sets be.zignSecActive; `?idinBanks=on` turns the iDin bank dropdown on with
 * the scheme's banks, `?idinBanks=INGBNL2A,RABONL2U` with just those, `?idinBanks=off` off;
 * `?automaticVerification=veriff,ondato|off` turns the automatic verification providers' flags on or off.
 * Returns the tab's new `be` overrides (db.state.beSettings).
 */
export function beSettingsFromQuery(query: URLSearchParams, current: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  const zignSec = query.get('zignSec')?.toLowerCase();
  if (zignSec === 'on' || zignSec === 'off') next.zignSecActive = zignSec === 'on';
  const idin = query.get('idinBanks')?.trim();
  if (idin?.toLowerCase() === 'off') {
    next.idinBanksDropdownEnabled = false;
  } else if (idin) {
    const wanted = idin.toLowerCase() === 'on' ? undefined : new Set(idin.toUpperCase().split(',').map((bic) => bic.trim()));
    next.idinBanksDropdownEnabled = true;
    // served as BICs like the markets' settings (schemas/settings): the app labels them from identification:banks
    next.idinBanks = IDIN_BANKS.filter((bank) => !wanted || wanted.has(bank.bic)).map((bank) => bank.bic);
  }
  // verification: `?automaticVerification=veriff,sumsub` switches those automatic providers on (the others off), `=off` all off
  const automatic = query.get('automaticVerification')?.trim().toLowerCase();
  if (automatic) {
    const wanted = new Set(automatic === 'off' ? [] : automatic.split(',').map((name) => name.trim()));
    for (const name of ['veriff', 'ondato', 'sumsub']) next[`${name}Active`] = wanted.has(name);
  }
  // cashier: `?depositWaitingSec=15` shortens the deposit's waiting time (poll limit = seconds / 5)
  const waiting = Number(query.get('depositWaitingSec'));
  if (Number.isInteger(waiting) && waiting >= 5) next.depositWaitingForAnswerSec = waiting;
  return next;
}
