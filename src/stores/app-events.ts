/** Domain events other parts of the site (analytics, chat, flows) subscribe to. */
export interface AppEventMap {
  /** a returning player logged in; user id and account details are loaded */
  LOGIN: { playerId: string };
  /** the player's first login ever; user id and account details are loaded */
  LOGGED_IN_FIRST_TIME: { playerId: string };
  /** registration succeeded; email is the one stored during registration */
  REGISTERED: { email?: string };
  LOGGED_OUT: Record<string, never>;
}

export type AppEventName = keyof AppEventMap;
export type AppEventListener<K extends AppEventName> = (payload: AppEventMap[K]) => void;

export interface AppEvents {
  on<K extends AppEventName>(name: K, listener: AppEventListener<K>): () => void;
  emit<K extends AppEventName>(name: K, payload: AppEventMap[K]): void;
}

/** A small typed emitter; a throwing listener must not stop the others or the emitting store. */
export function createAppEvents(onListenerError: (error: unknown) => void = () => {}): AppEvents {
  const listeners = new Map<AppEventName, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => {
        set.delete(listener);
      };
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as AppEventListener<typeof name>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
