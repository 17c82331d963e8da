import { assign, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { LimitAmountChange, LimitPeriodPayload, LimitsData } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import type { LimitPeriod } from '../../engine/limits/limit-kinds';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { LimitEditorContext } from './limit-editor-context';
import { LIMIT_TYPE_FORMS } from './limit-type-forms';
import type { LimitCommandRequest, LimitsStore } from './limits-store';
import { moneyFieldIssues } from './money-field-issues';

type Input = { input: { context: LimitEditorContext }; signal: AbortSignal };

/**
 * The form data of the loaded limit: each period's amount in force and its auto-renew flag. A
 * period without a limit gets no flag here: the form's schema default decides (content is the one
 * source: schemas/forms/limit-deposit and limit-gaming renew, limit-session does not, spec 3 §4;
 * the Swedish overlay keeps mandatory periods ticked and read-only).
 */
export function formDataOf(data: LimitsData | undefined, context: LimitEditorContext): Record<string, unknown> {
  const periods = data?.limits[context.limitType] ?? {};
  const form: Record<string, unknown> = {};
  for (const period of LIMIT_TYPE_FORMS[context.limitType].periods) {
    const limit = periods[period];
    if (limit?.amount == null) continue;
    form[period] = limit.amount;
    if (period !== 'permanent') form[`${period}AutoRenew`] = limit.autoRenew;
  }
  return form;
}

/** The amounts to send: every period of the form, "" as no change, a comma read as the decimal point. */
export function limitChangesOf(context: LimitEditorContext): Partial<Record<LimitPeriod, LimitAmountChange>> {
  const changes: Partial<Record<LimitPeriod, LimitAmountChange>> = {};
  for (const period of LIMIT_TYPE_FORMS[context.limitType].periods) {
    const value = context.data[period];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().replace(',', '.') : '';
    changes[period] = { amount: text === '' ? null : text, autoRenew: context.data[`${period}AutoRenew`] === true };
  }
  return changes;
}

/**
 * The guards, actions and actors of flows/limit-editor.flow.json for one limit type: every call
 * with the limits' 5000 ms time limit (the endpoint rows), set and remove with the attempt's
 * idempotency key, the store kept current for the widgets, and the periods' buttons heard
 * through the store while the flow edits.
 */
export function limitEditorImplementations(api: ApiPort, store: LimitsStore) {
  const busyWhile = async <T>(work: () => Promise<T>): Promise<T> => {
    store.setBusy(true);
    try {
      return await work();
    } finally {
      store.setBusy(false);
    }
  };
  return {
    guards: {},
    actions: {
      assignLoaded: assign({
        data: ({ context, event }: { context: LimitEditorContext; event: AnyEventObject }) => formDataOf((event as { output?: LimitsData }).output, context),
      }),
      assignCommand: assign({
        command: ({ event }: { event: AnyEventObject }): LimitCommandRequest | null => {
          const { period, command } = event as Partial<LimitCommandRequest>;
          return period && command ? { period, command } : null;
        },
      }),
      markSaved: assign({
        saved: ({ context }: { context: LimitEditorContext }): LimitEditorContext['saved'] => context.command?.command ?? 'saved',
        command: () => null,
      }),
      clearSaved: assign({ saved: () => null }),
    },
    actors: {
      loadLimits: fromPromise(({ signal }: Input) =>
        busyWhile(async () => {
          const data = await callOrThrow(api.call('limits', undefined, { signal }));
          store.setData(data);
          return data;
        }),
      ),
      saveLimits: fromPromise(({ input, signal }: Input) =>
        busyWhile(async () => {
          const { limitType } = input.context;
          const answer = await api.call('setLimits', { type: limitType, periods: limitChangesOf(input.context) }, { signal, idempotencyKey: attemptKeyOf(input.context) });
          if (answer.ok) return answer.data;
          // money limits name their amounts in the money format ("1.000,00 €"), session limits in minutes
          const currency = store.data?.currency;
          throw new FlowCallError(LIMIT_TYPE_FORMS[limitType].unit === 'money' && currency !== undefined ? moneyFieldIssues(answer.error, currency) : answer.error);
        }),
      ),
      runCommand: fromPromise(({ input, signal }: Input) =>
        busyWhile(() => {
          const { command } = input.context;
          if (!command) return Promise.resolve({});
          const payload: LimitPeriodPayload = { type: input.context.limitType, period: command.period };
          switch (command.command) {
            case 'remove':
              return callOrThrow(api.call('removeLimit', payload, { signal, idempotencyKey: attemptKeyOf(input.context) }));
            case 'undoRemoval':
              return callOrThrow(api.call('undoRemoveLimit', payload, { signal }));
            case 'undoIncrease':
              return callOrThrow(api.call('undoIncreaseLimit', payload, { signal }));
            case 'confirmIncrease':
              return callOrThrow(api.call('confirmLimitIncrease', payload, { signal }));
            case 'confirmRemoval':
              return callOrThrow(api.call('confirmLimitRemoval', payload, { signal }));
            case 'keepRenewing':
              // the limit save with this period's renewal switched back on and its amount left as it is
              return callOrThrow(
                api.call('setLimits', { type: payload.type, periods: { [payload.period]: { amount: null, autoRenew: true } } }, { signal, idempotencyKey: attemptKeyOf(input.context) }),
              );
          }
        }),
      ),
      listenForCommands: fromCallback(({ sendBack }) => store.listen((event) => sendBack(event))),
    },
  };
}
