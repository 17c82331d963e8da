import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A field group still working on its value (an upload field checking magic bytes and re-encoding an image). */
const BUSY_FIELD = 'form [role="group"][aria-busy="true"]';

/** A step button that leaves with the form's data (Back): it waits like the submit does. */
export const WAITS_FOR_FIELDS = 'data-waits-for-fields';

/**
 * Holds a step's submit while a field of its form is still busy (issue 14: a player on a slow
 * phone pressed Next while the picked photo was being checked, and the step went on without it).
 * The submit is held, "Wait a moment…" is announced, and once no field is busy the form is
 * submitted again — so Next waits instead of losing the file. A step button marked
 * `data-waits-for-fields` (Back) is held the same way and clicked again once the fields are done:
 * Back during a photo's check used to leave with the side's old data while the photo then landed
 * in the previous side's form. Reads the DOM only: every widget that marks its group `aria-busy`
 * is covered without the renderer knowing about steps.
 */
export function BusyFieldGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<HTMLFormElement | HTMLButtonElement | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (node === null || typeof MutationObserver !== 'function') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      const target = held.current;
      if (target === null || node.querySelector(BUSY_FIELD) !== null) return;
      held.current = null;
      setWaiting(false);
      // the field's new value is committed with the same render that cleared its busy mark; go on after it
      timer = setTimeout(() => {
        if (!target.isConnected) return;
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else if (!target.disabled) target.click();
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

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${WAITS_FOR_FIELDS}]`) : null;
    if (!(button instanceof HTMLButtonElement) || box.current?.querySelector(BUSY_FIELD) == null) return;
    event.preventDefault();
    event.stopPropagation();
    held.current = button;
    setWaiting(true);
  };

  return (
    <div ref={box} onSubmitCapture={onSubmitCapture} onClickCapture={onClickCapture}>
      {children}
      {waiting ? (
        <p role="status" className="flow__status">
          {t('common:status.waitingForField')}
        </p>
      ) : null}
    </div>
  );
}
