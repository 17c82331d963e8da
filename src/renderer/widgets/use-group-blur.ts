import { useCallback, type FocusEvent } from 'react';

/**
 * A blur handler for a widget made of several controls (day/month/year, calling code + number):
 * it reports a blur only when focus leaves the whole group, so moving from the day select to the
 * month select does not validate a half-entered date.
 */
export function useGroupBlur(id: string, value: unknown, onBlur: (id: string, value: unknown) => void) {
  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      onBlur(id, value);
    },
    [id, value, onBlur],
  );
}
