/** Languages the site ships complete (src/i18n/supported-languages.ts). */
export const STUDIO_LANGUAGES = ['en', 'hu', 'sv'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];

type Tree = { [key: string]: unknown };

/** `namespace:a.b.c` as content writes it (titles, descriptions, help, labels, notices). */
const KEY = /^([a-z][A-Za-z0-9-]*):([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+|[A-Za-z0-9_-]+)$/;

/** Every i18n key a content text names, in order of appearance, once each. */
export function contentI18nKeys(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const keys: string[] = [];
  const visit = (node: unknown, name: string | undefined) => {
    if (typeof node === 'string') {
      if (name !== '$comment' && name !== '$id' && name !== '$schema' && KEY.test(node) && !keys.includes(node)) keys.push(node);
    } else if (Array.isArray(node)) node.forEach((item) => visit(item, name));
    else if (node !== null && typeof node === 'object') for (const [key, value] of Object.entries(node)) visit(value, key);
  };
  visit(json, undefined);
  return keys;
}

function lookup(tree: unknown, path: readonly string[]): unknown {
  let current = tree;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Tree)[segment];
  }
  return current;
}

/** The key split into its namespace file and path. */
export function splitKey(key: string): { namespace: string; path: string[] } {
  const separator = key.indexOf(':');
  return { namespace: key.slice(0, separator), path: key.slice(separator + 1).split('.') };
}

/** Keys of the text without a non-empty string in some language: key → the languages that lack it. */
export function missingTranslations(text: string, resources: Readonly<Record<string, Readonly<Record<string, unknown>>>>): Map<string, StudioLanguage[]> {
  const missing = new Map<string, StudioLanguage[]>();
  for (const key of contentI18nKeys(text)) {
    const { namespace, path } = splitKey(key);
    const lacking = STUDIO_LANGUAGES.filter((language) => {
      const value = lookup(resources[language]?.[namespace], path);
      return typeof value !== 'string' || value === '';
    });
    if (lacking.length > 0) missing.set(key, lacking);
  }
  return missing;
}

/**
 * A namespace file's text with one key set (nested objects made as needed, other keys kept in
 * their order), 2-space JSON with a trailing newline as the locale files are written. Refuses to
 * replace a text with an object or an object with a text.
 */
export function withTranslation(fileText: string, path: readonly string[], value: string): string {
  const root = (fileText.trim() === '' ? {} : JSON.parse(fileText)) as Tree;
  let node = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      if (node[segment] !== undefined && typeof node[segment] !== 'string') throw new Error(`${path.join('.')} is a group of texts, not a text`);
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined) node[segment] = {};
    else if (typeof next !== 'object' || next === null || Array.isArray(next)) throw new Error(`${path.slice(0, index + 1).join('.')} is a text, not a group`);
    node = node[segment] as Tree;
  });
  return `${JSON.stringify(root, null, 2)}\n`;
}
