type Listener = () => void;

const NONE: readonly string[] = [];

/**
 * The error messages each field shows, by the field's element id, outside React state: a field
 * (its template and its widget) subscribes to its own id, so a blur that changes one field's
 * errors renders that field and nothing else, and rjsf never sees a new `extraErrors`.
 */
export interface FieldErrorStore {
  /** the messages of the field with this id (the same array while they stay the same) */
  get: (id: string) => readonly string[];
  /** ids that show at least one message, in the order they were published */
  invalidIds: () => readonly string[];
  /** replaces every field's messages, telling only the fields whose messages changed */
  publish: (byId: ReadonlyMap<string, readonly string[]>) => void;
  subscribe: (id: string, listener: Listener) => () => void;
}

function sameMessages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

export function createFieldErrorStore(): FieldErrorStore {
  let current = new Map<string, readonly string[]>();
  const listeners = new Map<string, Set<Listener>>();
  return {
    get: (id) => current.get(id) ?? NONE,
    invalidIds: () => [...current.keys()],
    publish(byId) {
      const previous = current;
      const next = new Map<string, readonly string[]>();
      const changed: string[] = [];
      for (const [id, messages] of byId) {
        if (messages.length === 0) continue;
        const before = previous.get(id);
        // an unchanged list keeps its identity, so its field does not render again
        next.set(id, before && sameMessages(before, messages) ? before : messages);
        if (!before || next.get(id) !== before) changed.push(id);
      }
      for (const id of previous.keys()) if (!next.has(id)) changed.push(id);
      current = next;
      for (const id of changed) {
        const set = listeners.get(id);
        if (set) for (const listener of [...set]) listener();
      }
    },
    subscribe(id, listener) {
      let set = listeners.get(id);
      if (!set) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
  };
}
