import { makeAutoObservable } from 'mobx';
import type { LimitsData } from '../../api/endpoints';
import type { LimitType } from '../../engine/limits/limit-kinds';
import type { LimitEditorCommand, LimitEditorPeriodName } from '../../engine/runtime-inputs/runtime-input-types';

export interface LimitCommandRequest {
  period: LimitEditorPeriodName;
  command: LimitEditorCommand;
}

/** A period's button, or `refresh`: a pending change that needs no confirmation has come due. */
export type LimitEditorEvent = ({ type: 'COMMAND' } & LimitCommandRequest) | { type: 'REFRESH' };

type Listener = (event: LimitEditorEvent) => void;

/**
 * The limits as last loaded (MobX, so the editor's widgets follow them) and the channel from a
 * period's buttons to the editor flow: the flow listens while it is editing and ignores buttons
 * at any other time; a change that takes effect by itself reloads the limits when it comes due.
 * One store per mounted editor.
 */
export class LimitsStore {
  data: LimitsData | null = null;
  busy = false;
  private readonly listeners = new Set<Listener>();

  constructor() {
    makeAutoObservable<LimitsStore, 'listeners'>(this, { listeners: false }, { autoBind: true });
  }

  setData(data: LimitsData): void {
    this.data = data;
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
  }

  /** a period's button was pressed */
  command(period: LimitEditorPeriodName, command: LimitEditorCommand): void {
    for (const listener of [...this.listeners]) listener({ type: 'COMMAND', period, command });
  }

  /** a pending change or removal that takes effect by itself has come due: the flow reloads the limits */
  refresh(): void {
    for (const listener of [...this.listeners]) listener({ type: 'REFRESH' });
  }

  /**
   * The earliest time the platform's answer for this type changes by itself, or null: a pending
   * change or removal that needs no confirmation takes effect, a period ends (a renewing limit
   * starts again with nothing used, one without auto-renew lapses).
   */
  nextDueTime(type: LimitType): number | null {
    const periods = this.data?.limits[type] ?? {};
    const times = Object.values(periods).flatMap((limit) => [
      limit.newAmount !== null && !limit.increasingRequiresConfirmation ? limit.amountEffectiveTime : null,
      limit.removalToBeConfirmed && !limit.removalRequiresConfirmation ? limit.removalEffectiveTime : null,
      // period ends only ahead: a past one the answer still names must not reload it again and again
      ...[limit.amount !== null ? limit.endTime : null, limit.expiresAt ?? null].filter((time) => time != null && Date.parse(time) > Date.now()),
    ]);
    const due = times.filter((time): time is string => time !== null).map((time) => Date.parse(time)).filter(Number.isFinite);
    return due.length > 0 ? Math.min(...due) : null;
  }

  /** the flow's listener while it edits; returns the unsubscribe */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
