import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeResources, type LocaleResources, type TranslationTree } from './locale-resources';

const DEFAULT_DIR = new URL('./locales/', import.meta.url);

/** Loads the namespace files from disk for Node scripts, which have no `import.meta.glob`. */
export function nodeLocaleResources(dir: string = DEFAULT_DIR.pathname): LocaleResources {
  const files: Record<string, TranslationTree> = {};
  for (const language of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, language))) {
      if (!file.endsWith('.json')) continue;
      const path = join(dir, language, file);
      files[path] = JSON.parse(readFileSync(path, 'utf8')) as TranslationTree;
    }
  }
  return localeResources(files);
}
