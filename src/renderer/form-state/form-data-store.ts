type Listener = () => void;

/**
 * The current form data outside React state, handed to widgets through a formContext that never
 * changes identity. A widget that depends on another field (state list on country) subscribes to
 * it, so a keystroke re-renders the widgets that read the changed value and nothing else.
 */
export interface FormDataStore {
  get: () => Record<string, unknown>;
  set: (data: Record<string, unknown>) => void;
  /**
   * Replaces the data without telling the subscribers (SchemaForm, while it renders a caller's
   * new data: subscribers may not be updated during another component's render); `notify` after.
   */
  replaceQuietly: (data: Record<string, unknown>) => void;
  /** Tells every subscriber to read again (after `replaceQuietly`). */
  notify: () => void;
  subscribe: (listener: Listener) => () => void;
}

export function createFormDataStore(initial: Record<string, unknown> = {}): FormDataStore {
  let data = initial;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => data,
    set(next) {
      if (next === data) return;
      data = next;
      notify();
    },
    replaceQuietly(next) {
      data = next;
    },
    notify,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
