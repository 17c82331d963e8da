import { resolve } from 'node:path';
import type { i18n } from 'i18next';
import { createI18nInstance } from '../../../src/i18n/create-i18n-instance';
import { nodeLocaleResources } from '../../../src/i18n/node-locale-resources';

// vitest runs from the repository root; under jsdom import.meta.url is not a file URL
const LOCALES_DIR = resolve(process.cwd(), 'src/i18n/locales');

/** An i18next instance over the real locale files (English unless told otherwise). */
export function createTestI18n(language: 'en' | 'hu' | 'sv' = 'en'): i18n {
  return createI18nInstance(language, nodeLocaleResources(LOCALES_DIR));
}
