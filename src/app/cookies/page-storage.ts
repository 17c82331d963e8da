/**
 * localStorage, or a memory stand-in where the browser blocks it (privacy modes): the choice
 * then holds for this page only instead of breaking the site.
 */
export function pageStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    const values = new Map<string, string>();
    return {
      get length() {
        return values.size;
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, String(value)),
    };
  }
}
