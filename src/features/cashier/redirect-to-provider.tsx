import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { storePendingDepositRedirect } from './pending-deposit-redirect';

/**
 * The redirect outcome (spec 2 §4): an auto-submitted form to the provider, POST unless the
 * result says GET, the amount with two decimals among its params. The button is there for the
 * case the browser did not submit (and for keyboard and screen reader users who want to see it).
 * The deposit's reference is stored first, so a return after the session ended resumes it after login.
 */
export function RedirectToProvider({ context }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const form = useRef<HTMLFormElement>(null);
  const result = context.result;
  useEffect(() => {
    // a player who comes back logged out finishes this deposit after the login (spec 2 §4)
    if (result) storePendingDepositRedirect(typeof localStorage === 'undefined' ? undefined : localStorage, { reference: result.reference, methodId: result.methodId }, new Date());
    form.current?.submit();
  }, [result]);
  if (!result?.url) return null;
  return (
    <form ref={form} className="cashier-outcome" action={result.url} method={result.method === 'GET' ? 'get' : 'post'} target={result.target ?? '_self'}>
      <p role="status">{t('frame.redirecting')}</p>
      {(result.params ?? []).map((param) => (
        <input key={param.name} type="hidden" name={param.name} value={param.value} />
      ))}
      <button type="submit" className="button button--primary">
        {t('frame.continue')}
      </button>
    </form>
  );
}
