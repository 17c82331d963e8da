import { SHELL_LANGUAGE_RESOURCES } from '../generated/route-namespaces';
import type { TranslationTree } from './locale-resources';

/**
 * The default language's namespaces bundled with the entry: those the shell renders with (derived
 * by `npm run gen` from the entry's imports, src/generated/route-namespaces.ts). The others, like
 * every namespace of the other languages, load with the route or modal that needs them.
 */
export const DEFAULT_LANGUAGE_RESOURCES: Readonly<Record<string, TranslationTree>> = SHELL_LANGUAGE_RESOURCES;
