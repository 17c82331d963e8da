import { useState } from 'react';

/**
 * A method's logo from /cms/img/payment-providers/{method}.svg (spec 2 §7); when the CMS has none
 * the method's name is shown as text instead. Decorative next to the name, so its alt is empty.
 */
export function MethodLogo({ method, name }: { method: number; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="cashier-method__logo cashier-method__logo--text" aria-hidden="true">
        {name}
      </span>
    );
  }
  return <img className="cashier-method__logo" src={`/cms/img/payment-providers/${method}.svg`} alt="" width={48} height={32} onError={() => setFailed(true)} />;
}
