import { makeAutoObservable } from 'mobx';

export type NoticeSeverity = 'error' | 'info' | 'success';

/** One notice the player was shown, as the notification list keeps it. */
export interface ListedNotice {
  id: number;
  text: string;
  severity: NoticeSeverity;
  /** when it was shown */
  at: Date;
}

/** How many notices the list keeps (the oldest go first). */
export const NOTICE_LIST_LIMIT = 20;

/**
 * The notices shown in this tab (newest first), so a notice that hid itself stays readable
 * (WCAG 2.2.1): every auto-hiding notice adds itself once per showing; the shell's notification
 * list shows them. Memory only, cleared at logout.
 */
export class NoticeListStore {
  items: ListedNotice[] = [];
  /** shown since the player last opened the list */
  unread = 0;
  private nextId = 1;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly limit: number = NOTICE_LIST_LIMIT,
  ) {
    makeAutoObservable<NoticeListStore, 'now' | 'limit' | 'nextId'>(this, { now: false, limit: false, nextId: false }, { autoBind: true });
  }

  add(text: string, severity: NoticeSeverity): ListedNotice {
    const notice: ListedNotice = { id: this.nextId++, text, severity, at: this.now() };
    this.items = [notice, ...this.items].slice(0, this.limit);
    this.unread = Math.min(this.unread + 1, this.items.length);
    return notice;
  }

  markRead(): void {
    this.unread = 0;
  }

  clear(): void {
    this.items = [];
    this.unread = 0;
  }
}
