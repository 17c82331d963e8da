import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import flowJson from '../../../flows/limit-editor.flow.json';
import type { LimitPeriodData, LimitsData } from '../../api/endpoints';
import type { LimitType } from '../../engine/limits/limit-kinds';
import type { LimitEditorInput, LimitEditorPeriod } from '../../engine/runtime-inputs/runtime-input-types';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { limitEditorImplementations } from './limit-editor-implementations';
import { limitEditorScreens, type LimitEditorExtras } from './limit-editor-screens';
import { LimitExpiryNotes } from './limit-expiry-notes';
import { LIMIT_TYPE_FORMS } from './limit-type-forms';
import { LimitsStore } from './limits-store';
import { sessionTimeChoices } from './session-time-choices';

interface LimitEditorProps {
  store: RootStore;
  type: LimitType;
  /** the operator lets the player remove this type of limit (default true) */
  removalPermitted?: boolean;
  readOnly?: boolean;
  /** told the limits each time they are loaded (the Swedish deposit gate re-checks them) */
  onLimits?: (data: LimitsData) => void;
}

function periodOf(data: LimitPeriodData): LimitEditorPeriod {
  return {
    amount: data.amount,
    availableAmount: data.availableAmount,
    usedAmount: data.usedAmount,
    minAmount: data.minAmount,
    maxAmount: data.maxAmount,
    newAmount: data.newAmount,
    amountEffectiveTime: data.amountEffectiveTime,
    endTime: data.endTime,
    autoRenew: data.autoRenew,
    increasingRequiresConfirmation: data.increasingRequiresConfirmation,
    removalRequiresConfirmation: data.removalRequiresConfirmation,
    removalToBeConfirmed: data.removalToBeConfirmed,
    removalEffectiveTime: data.removalEffectiveTime,
    removeDisabled: data.removeDisabled,
    expiresAt: data.expiresAt ?? null,
    willSetRenew: data.willSetRenew === true,
    willRemoveNewAmount: data.willRemoveNewAmount === true,
  };
}

/**
 * The one limit editor (spec 3 §2): any limit type, through flows/limit-editor.flow.json on the
 * generic flow host, the type's form and the limitAmount widget per period, fed the loaded
 * limits as the runtime input `limitEditor`.
 */
export const LimitEditor = observer(function LimitEditor({ store, type, removalPermitted = true, readOnly = false, onLimits }: LimitEditorProps) {
  const [limits] = useState(() => new LimitsStore());
  const form = LIMIT_TYPE_FORMS[type];
  const sessionValues = store.settings.feValue('sessionTimeValues');
  const data = limits.data;
  const busy = limits.busy;
  const inputs = useMemo(() => {
    if (!data) return undefined;
    const periods = data.limits[type] ?? {};
    const editor: LimitEditorInput = {
      type,
      unit: form.unit,
      currency: data.currency,
      periods: Object.fromEntries(Object.entries(periods).map(([period, limit]) => [period, periodOf(limit)])),
      choices:
        form.unit === 'minutes'
          ? Object.fromEntries(
              form.periods.map((period) => {
                const current = periods[period]?.amount;
                const choices = sessionTimeChoices(sessionValues, period);
                return [period, current != null && !choices.includes(Number(current)) ? [...choices, Number(current)].sort((a, b) => a - b) : choices];
              }),
            )
          : undefined,
      readOnly,
      removalPermitted,
      busy,
      command: (period, command) => limits.command(period, command),
    };
    return { limitEditor: editor };
  }, [data, busy, type, form, sessionValues, readOnly, removalPermitted, limits]);
  // a pending change that needs no confirmation reloads the limits when it comes due (a fake clock moves it in tests)
  const due = data ? limits.nextDueTime(type) : null;
  useEffect(() => {
    if (due === null) return undefined;
    const timer = setTimeout(() => limits.refresh(), Math.max(0, due - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [due, limits]);
  useEffect(() => {
    if (data) onLimits?.(data);
  }, [data, onLimits]);
  // the menu's net-deposit-threshold item reads the account details: reload them when the limit has changed
  const netDeposit = type === 'netDeposit' && data ? (data.limits.netDeposit?.permanent?.amount ?? null) : undefined;
  useEffect(() => {
    if (netDeposit === undefined || (store.player.details?.permanentNetDepositLimit ?? null) === netDeposit) return;
    void store.player.loadDetails();
  }, [netDeposit, store]);
  const extras: LimitEditorExtras = useMemo(() => ({ limits }), [limits]);
  const periods = data?.limits[type];
  return (
    <>
      <FlowHost
        flow={flowJson}
        implementations={() => limitEditorImplementations(store.api, limits)}
        screens={limitEditorScreens}
        extras={extras}
        store={store}
        input={{ limitType: type, formId: form.formId }}
        inputs={inputs}
        className={`limit-editor limit-editor--${type}`}
      />
      {periods && <LimitExpiryNotes periods={periods} />}
    </>
  );
});
