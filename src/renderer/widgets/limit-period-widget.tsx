import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { formatMoney } from '../../catalogues/format-money';
import { sessionLimitDisplay } from '../../catalogues/session-limit-display';
import { decimalCents } from '../../engine/money/decimal-cents';
import { isLimitPeriod } from '../../engine/limits/limit-kinds';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import type { LimitEditorInput, LimitEditorPeriod } from '../../engine/runtime-inputs/runtime-input-types';
import { formContextOf } from '../form-state/form-context-of';
import { fieldAria } from './field-aria';
import { limitTimeDistance, limitTimeText } from './limit-times';
import { ProgressRing } from './progress-ring';

const SECOND_MS = 1000;
const TICK_MS = 30 * SECOND_MS;

/**
 * The clock the period's times are read against ("in 2 hours"): while any of these times lies
 * ahead it ticks — every 30 s, every second in the last two minutes — and once exactly when the
 * earliest arrives, so the distances follow the time and a Confirm button enables itself then
 * (a fake clock moves it in tests).
 */
function useTickingNow(times: readonly (string | null)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = times
    .map((time) => (time === null ? Number.NaN : Date.parse(time)))
    .filter((time) => Number.isFinite(time) && time > now)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // each tick schedules the next one itself, so the clock runs without waiting for a render
    const schedule = () => {
      const left = next - Date.now();
      if (left <= 0) {
        setNow(Date.now());
        return;
      }
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        Math.min(left, left <= 2 * 60 * SECOND_MS ? SECOND_MS : TICK_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

function amountText(editor: LimitEditorInput, amount: string, t: (key: string, values?: Record<string, string>) => string): string {
  if (editor.unit === 'money') return formatMoney(amount, editor.currency);
  const display = sessionLimitDisplay(Number(amount));
  return t(`limits:session.${display.unit}`, { value: display.value });
}

/**
 * The amount of one period of a limit (ui:options.period: daily, weekly, monthly, permanent)
 * with what the platform says about it (runtime input `limitEditor`): the input (money, or the
 * session choices in minutes), its status, the "available" ring, the renewal time, a pending
 * change ("New limit of X in time", input disabled; Confirm once its time has passed), a pending
 * removal ("Will be removed in time", or Confirm removal), renewal switched off and still to take
 * effect (WillSetRenew) or a limit lapsing before its new amount applies (WillRemoveNewAmount) with
 * Keep renewing, and Remove / Undo buttons that hand the period's command to the editor's flow.
 * The distances ("in 2 hours") tick with the clock. One widget for every limit type and period
 * (registered as `limitAmount`).
 */
export function LimitPeriodWidget(props: WidgetProps) {
  const { id, options, registry, onChange, onBlur, onFocus, disabled, readonly, rawErrors, schema, uiSchema, required } = props;
  const value: unknown = props.value;
  const { t, i18n } = useFieldTranslation();
  const context = formContextOf(registry);
  const editor = runtimeInput(context.inputs, 'limitEditor', context.formId);
  const period: unknown = options.period;
  if (!isLimitPeriod(period)) throw new Error(`${context.formId}: the limitAmount widget of "${id}" needs ui:options.period (daily, weekly, monthly or permanent)`);
  const data: LimitEditorPeriod | undefined = editor.periods[period];
  const stopsRenewing = data?.willSetRenew === true && data.expiresAt != null;
  const dropsNewAmount = data?.willRemoveNewAmount === true && data.newAmount != null && data.expiresAt != null;
  const now = useTickingNow([data?.amountEffectiveTime ?? null, data?.removalEffectiveTime ?? null, stopsRenewing || dropsNewAmount ? (data.expiresAt ?? null) : null]);
  const pending = data?.newAmount != null && data.amountEffectiveTime !== null;
  const removal = data?.removalToBeConfirmed === true && data.removalEffectiveTime !== null;
  const locked = pending || editor.readOnly || disabled || readonly;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });
  const statusId = `${id}__status`;
  const describedBy = [aria['aria-describedby'], statusId].filter(Boolean).join(' ');
  const language = i18n.language;
  const tt = (key: string, values?: Record<string, string>) => t(key, values);
  const send = (command: Parameters<LimitEditorInput['command']>[1]) => editor.command(period, command);
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement | HTMLSelectElement>) => onBlur(id, target.value);
  const handleFocus = ({ target }: FocusEvent<HTMLInputElement | HTMLSelectElement>) => onFocus(id, target.value);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(target.value === '' ? undefined : target.value);

  const status = data?.amount == null ? 'none' : removal ? 'removal' : pending ? 'pending' : 'active';
  const amountCents = data?.amount != null ? decimalCents(data.amount) : null;
  const availableCents = data?.availableAmount != null ? decimalCents(data.availableAmount) : null;
  const effectiveAt = pending ? Date.parse(data.amountEffectiveTime ?? '') : Number.NaN;
  const removalAt = removal ? Date.parse(data.removalEffectiveTime ?? '') : Number.NaN;
  const showRemove = !editor.readOnly && editor.removalPermitted && data?.amount != null && !removal;

  return (
    <div className={`sf-limit sf-limit--${status}`}>
      <div className="sf-limit__control">
        {editor.unit === 'minutes' ? (
          <select id={id} name={props.htmlName ?? id} className="sf-input" value={text} disabled={locked} onChange={handleChange} onBlur={handleBlur} onFocus={handleFocus} {...aria} aria-describedby={describedBy}>
            <option value="">{t('limits:session.choose')}</option>
            {(editor.choices?.[period] ?? []).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {amountText(editor, String(minutes), tt)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={props.htmlName ?? id}
            className="sf-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
            value={text}
            disabled={locked}
            onChange={handleChange}
            onBlur={handleBlur}
            onFocus={handleFocus}
            {...aria}
            aria-describedby={describedBy}
          />
        )}
        {amountCents !== null && availableCents !== null && (
          <ProgressRing value={availableCents} max={amountCents} label={t('limits:editor.available', { amount: amountText(editor, data?.availableAmount ?? '0', tt) })} />
        )}
      </div>
      <div id={statusId} className="sf-limit__status">
        <p>
          {t(`limits:status.${status}`)}
          {data?.amount != null && ` · ${t('limits:editor.current', { amount: amountText(editor, data.amount, tt) })}`}
        </p>
        {data?.endTime != null && <p>{t('limits:editor.renews', { time: limitTimeText(data.endTime, language) })}</p>}
        {pending && data.newAmount !== null && data.amountEffectiveTime !== null && (
          <p>
            {t('limits:editor.newLimit', {
              amount: amountText(editor, data.newAmount, tt),
              time: limitTimeDistance(data.amountEffectiveTime, now, language),
              at: limitTimeText(data.amountEffectiveTime, language),
            })}
          </p>
        )}
        {removal && data.removalEffectiveTime !== null && (
          <p>{t('limits:editor.willBeRemoved', { time: limitTimeDistance(data.removalEffectiveTime, now, language), at: limitTimeText(data.removalEffectiveTime, language) })}</p>
        )}
        {stopsRenewing && data.expiresAt != null && (
          <p>{t('limits:editor.renewalStops', { time: limitTimeDistance(data.expiresAt, now, language), at: limitTimeText(data.expiresAt, language) })}</p>
        )}
        {dropsNewAmount && data.newAmount != null && data.expiresAt != null && (
          <p>
            {t('limits:editor.newAmountDropped', {
              amount: amountText(editor, data.newAmount, tt),
              time: limitTimeDistance(data.expiresAt, now, language),
              at: limitTimeText(data.expiresAt, language),
            })}
          </p>
        )}
      </div>
      {!editor.readOnly && (
        <div className="sf-limit__actions">
          {pending && data.increasingRequiresConfirmation && (
            <button type="button" className="button" disabled={editor.busy || now < effectiveAt} onClick={() => send('confirmIncrease')}>
              {t('limits:editor.confirmIncrease')}
            </button>
          )}
          {pending && (
            <button type="button" className="button button--secondary" disabled={editor.busy} onClick={() => send('undoIncrease')}>
              {t('limits:editor.undoIncrease')}
            </button>
          )}
          {removal && data.removalRequiresConfirmation && (
            <button type="button" className="button" disabled={editor.busy || now < removalAt} onClick={() => send('confirmRemoval')}>
              {t('limits:editor.confirmRemoval')}
            </button>
          )}
          {removal && (
            <button type="button" className="button button--secondary" disabled={editor.busy} onClick={() => send('undoRemoval')}>
              {t('limits:editor.undoRemoval')}
            </button>
          )}
          {(stopsRenewing || dropsNewAmount) && (
            <button type="button" className="button button--secondary" disabled={editor.busy} onClick={() => send('keepRenewing')}>
              {t('limits:editor.keepRenewing')}
            </button>
          )}
          {showRemove && (
            <button type="button" className="button button--secondary" disabled={editor.busy || data.removeDisabled} onClick={() => send('remove')}>
              {t('limits:editor.remove')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
