type Listener = () => void;

/**
 * The current form data outside React state, handed to widgets through a formContext that never
 * changes identity. Widgets subscribe to the one top-level value they show or read
 * (`subscribeKey`), so a change re-renders the widgets whose value changed and nothing else;
 * `subscribe` hears of every change (for whole-data readers).
 */
export interface FormDataStore {
  get: () => Record<string, unknown>;
  /**
   * Replaces the data and tells the whole-data subscribers and the subscribers of every top-level
   * key whose value changed, except `quietKey`: the field the player is typing into already
   * shows its value (an uncontrolled input), so telling it would only render it again.
   * `changedKeys`, when the caller knows them (a field's own change), are the only keys compared:
   * a keystroke then costs the field, not a look at every subscribed key of the form.
   */
  set: (data: Record<string, unknown>, quietKey?: string, changedKeys?: readonly string[]) => void;
  /**
   * Replaces the data without telling the subscribers (SchemaForm, while it renders a caller's
   * new data: subscribers may not be updated during another component's render); `notify` after.
   */
  replaceQuietly: (data: Record<string, unknown>) => void;
  /** Tells every subscriber to read again (after `replaceQuietly`). */
  notify: () => void;
  subscribe: (listener: Listener) => () => void;
  /** Subscribes to one top-level key: called when its value changes (or on `notify`). */
  subscribeKey: (key: string, listener: Listener) => () => void;
}

export function createFormDataStore(initial: Record<string, unknown> = {}): FormDataStore {
  let data = initial;
  const listeners = new Set<Listener>();
  const keyListeners = new Map<string, Set<Listener>>();
  const notifyKey = (key: string) => {
    const set = keyListeners.get(key);
    if (set) for (const listener of [...set]) listener();
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
    for (const key of [...keyListeners.keys()]) notifyKey(key);
  };
  return {
    get: () => data,
    set(next, quietKey, changedKeys) {
      if (next === data) return;
      const before = data;
      data = next;
      // only the keys somebody listens to can need telling
      const candidates = changedKeys ?? [...keyListeners.keys()];
      const changed = candidates.filter((key) => key !== quietKey && keyListeners.has(key) && before[key] !== next[key]);
      for (const key of changed) notifyKey(key);
      for (const listener of [...listeners]) listener();
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
    subscribeKey(key, listener) {
      let set = keyListeners.get(key);
      if (!set) {
        set = new Set();
        keyListeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) keyListeners.delete(key);
      };
    },
  };
}
