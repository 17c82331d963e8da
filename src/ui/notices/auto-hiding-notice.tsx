import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeSeverity } from '../../stores/notice-list-store';
import { useNoticeList } from './notice-list-context';

interface AutoHidingNoticeProps {
  /** the text to show; a new text shows the notice again */
  message: string | null;
  /** ms until it hides (settings fe.notificationAutoHideDuration) */
  hideAfterMs: number;
  severity?: NoticeSeverity;
}

/**
 * A floating notice that announces itself, hides after a while and can be closed (spec 3 §8
 * display rules). Timing is adjustable (WCAG 2.2.1): the countdown stops while the pointer is over
 * the notice or focus is inside it and goes on with the time left when both have left; every
 * showing is added to the tab's notice list (the header's "Notifications"), so a text that hid
 * itself can still be read.
 */
export function AutoHidingNotice({ message, hideAfterMs, severity = 'error' }: AutoHidingNoticeProps) {
  const { t } = useTranslation();
  const notices = useNoticeList();
  // the message that was hidden (time up or closed); the flow clears its notice before each attempt, so the same text can show again
  const [hiddenMessage, setHiddenMessage] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remainingMs = useRef(hideAfterMs);
  const listed = useRef<string | null>(null);
  // where focus came from, to return it when the notice closes under the keyboard
  const cameFrom = useRef<HTMLElement | null>(null);

  if (message === null && (hiddenMessage !== null || hovered || focused)) {
    setHiddenMessage(null);
    setHovered(false);
    setFocused(false);
  }
  const visible = message !== null && hiddenMessage !== message;
  const paused = hovered || focused;

  // a new text: the whole time again, and one entry in the list
  useEffect(() => {
    remainingMs.current = hideAfterMs;
    if (message === null) {
      listed.current = null;
      return;
    }
    if (listed.current !== message) {
      listed.current = message;
      notices.add(message, severity);
    }
  }, [message, hideAfterMs, severity, notices]);

  // counts down only while shown and not paused; a pause keeps the time left
  useEffect(() => {
    if (!visible || paused || message === null) return;
    const started = Date.now();
    const timer = setTimeout(() => hide(message, false), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - started));
    };
  }, [visible, paused, message]);

  function hide(text: string, returnFocus: boolean) {
    setHiddenMessage(text);
    setHovered(false);
    setFocused(false);
    if (returnFocus && cameFrom.current?.isConnected) cameFrom.current.focus();
  }

  if (!visible || message === null) return null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    <div
      className={`notice notice--${severity}`}
      role={severity === 'error' ? 'alert' : 'status'}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <span className="notice__text">{message}</span>
      <button type="button" className="notice__close" aria-label={t('shell:notices.close')} onClick={() => hide(message, true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
