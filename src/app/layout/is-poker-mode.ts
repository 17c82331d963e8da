import { isPokerApp } from '../content/is-poker-app';
import { POKER_APP_KEY } from './body-classes';

/**
 * The tab belongs to the poker client (spec 1 §2, §4): this address says so, or an earlier one
 * did (remembered in session storage by BodyClasses). In poker mode logout does not go home.
 */
export function isPokerMode(location: { pathname: string; search: string }, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (isPokerApp(location.pathname, location.search)) return true;
  try {
    return storage?.getItem(POKER_APP_KEY) === '1';
  } catch {
    return false;
  }
}
