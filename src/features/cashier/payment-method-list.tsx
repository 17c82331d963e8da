import { useTranslation } from 'react-i18next';
import type { Direction } from '../../engine/variant-axes';
import { describedMethod } from './described-methods';
import { MethodLogo } from './method-logo';
import { useIsDesktop } from '../../ui/use-is-desktop';

/** What the list needs of a server method, deposit or payout. */
export interface ListedMethod {
  method: number;
  name: string;
  percentageFee: string;
}

interface PaymentMethodListProps {
  direction: Direction;
  methods: readonly ListedMethod[];
  chosen: ListedMethod | undefined;
  busy: boolean;
  onChoose: (method: number) => void;
}

/**
 * The payment methods of one direction (spec 2 §2): a radio list with logo, name and percentage
 * fee on desktop, a dropdown with the chosen method's logo on mobile. A method the repo describes
 * shows its own label, any other the server's name.
 */
export function PaymentMethodList({ direction, methods, chosen, busy, onChoose }: PaymentMethodListProps) {
  const { t } = useTranslation('cashier');
  const desktop = useIsDesktop();
  const label = ({ method, name }: ListedMethod) => {
    const described = describedMethod(method, direction);
    return described ? t(described.label) : t('methods.server', { name });
  };
  const feeText = ({ percentageFee }: ListedMethod) =>
    percentageFee === '0' ? t(`${direction}.noFee`) : t(`${direction}.fee`, { percentage: percentageFee.replace('.', ',') });
  if (desktop) {
    return (
      <fieldset className="cashier-methods__list" disabled={busy}>
        <legend>{t(`${direction}.methodLegend`)}</legend>
        {methods.map((method) => (
          <label key={method.method} className={`cashier-method${method.method === chosen?.method ? ' cashier-method--chosen' : ''}`}>
            <input type="radio" name={`${direction}-method`} value={method.method} checked={method.method === chosen?.method} onChange={() => onChoose(method.method)} />
            <MethodLogo method={method.method} name={label(method)} />
            <span className="cashier-method__name">{label(method)}</span>
            <span className="cashier-method__fee">{feeText(method)}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="cashier-methods__select sf-field">
      <label htmlFor={`${direction}-method`}>{t(`${direction}.methodSelect`)}</label>
      <div className="cashier-methods__select-row">
        {chosen && <MethodLogo method={chosen.method} name={label(chosen)} />}
        <select id={`${direction}-method`} className="sf-input" value={chosen?.method ?? ''} disabled={busy} onChange={(event) => onChoose(Number(event.target.value))}>
          {methods.map((method) => (
            <option key={method.method} value={method.method}>
              {`${label(method)} — ${feeText(method)}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
