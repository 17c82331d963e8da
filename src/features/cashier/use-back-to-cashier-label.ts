import { useLocation } from 'react-router-dom';
import { languageFromPath } from '../../i18n/language-from-path';

/**
 * The label of the button that closes a cashier modal (IBAN check, payment-details validation):
 * they open over the deposit (251, a blocked card) as well as over the withdrawal (284, 259), and
 * the player goes back to the page underneath.
 */
export function useBackToCashierLabel(): string {
  const { path } = languageFromPath(useLocation().pathname);
  return path === '/payment/deposit' ? 'withdrawal.ibanCheck.backToDeposit' : 'withdrawal.ibanCheck.backToWithdrawal';
}
