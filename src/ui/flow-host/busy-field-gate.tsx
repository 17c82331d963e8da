import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A field group still working on its value (an upload field checking magic bytes and re-encoding an image). */
const BUSY_FIELD = 'form [role="group"][aria-busy="true"]';

/**
 * Holds a step's submit while a field of its form is still busy (issue 14: a player on a slow
 * phone pressed Next while the picked photo was being checked, and the step went on without it).
 * The submit is held, "Wait a moment…" is announced, and once no field is busy the form is
 * submitted again — so Next waits instead of losing the file. Reads the DOM only: every widget
 * that marks its group `aria-busy` is covered without the renderer knowing about steps.
 */
export function BusyFieldGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<HTMLFormElement | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (node === null || typeof MutationObserver !== 'function') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      const form = held.current;
      if (form === null || node.querySelector(BUSY_FIELD) !== null) return;
      held.current = null;
      setWaiting(false);
      // the field's new value is committed with the same render that cleared its busy mark; submit after it
      timer = setTimeout(() => {
        if (form.isConnected) form.requestSubmit();
      }, 0);
    });
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  const onSubmitCapture = (event: FormEvent<HTMLDivElement>) => {
    if (box.current?.querySelector(BUSY_FIELD) == null) return;
    event.preventDefault();
    event.stopPropagation();
    held.current = event.target instanceof HTMLFormElement ? event.target : null;
    setWaiting(held.current !== null);
  };

  return (
    <div ref={box} onSubmitCapture={onSubmitCapture}>
      {children}
      {waiting ? (
        <p role="status" className="flow__status">
          {t('common:status.waitingForField')}
        </p>
      ) : null}
    </div>
  );
}
