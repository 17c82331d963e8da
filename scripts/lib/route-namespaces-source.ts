import { GENERATED_HEADER } from './generated-header';
import type { RouteNamespaces } from './route-namespaces';

const identifier = (namespace: string) => `en_${namespace.replace(/\W/g, '_')}`;

/**
 * src/generated/route-namespaces.ts: the shell's en namespaces as static imports (bundled with the
 * entry) and, by route path and by modal name, the namespaces loaded with that page or modal.
 */
export function routeNamespacesSource(derived: RouteNamespaces): string {
  const list = (namespaces: readonly string[]) => `[${namespaces.map((namespace) => `'${namespace}'`).join(', ')}]`;
  const record = (entries: Record<string, string[]>) =>
    Object.entries(entries)
      .map(([key, namespaces]) => `  '${key}': ${list(namespaces)},`)
      .join('\n');
  return [
    `// ${GENERATED_HEADER}`,
    `import type { TranslationTree } from '../i18n/locale-resources';`,
    ...derived.shell.map((namespace) => `import ${identifier(namespace)} from '../i18n/locales/en/${namespace}.json';`),
    '',
    '/** The default language\'s namespaces the shell renders with (derived from src/main.tsx\'s imports): bundled with the entry. */',
    'export const SHELL_LANGUAGE_RESOURCES: Readonly<Record<string, TranslationTree>> = {',
    ...derived.shell.map((namespace) => `  '${namespace}': ${identifier(namespace)},`),
    '};',
    '',
    '/** The default language\'s other namespaces, each its own chunk, loaded on demand by the language backend. */',
    'export const DEFAULT_LANGUAGE_LOADERS: Readonly<Record<string, () => Promise<TranslationTree>>> = {',
    ...derived.onDemand.map(
      (namespace) => `  './locales/en/${namespace}.json': () => import('../i18n/locales/en/${namespace}.json').then((module) => module.default),`,
    ),
    '};',
    '',
    '/** Route path (as in the route table) → namespaces its page needs beyond the shell\'s (its modules, flows and forms). */',
    'export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {',
    record(derived.routes),
    '};',
    '',
    '/** Modal name → namespaces its title and content need beyond the shell\'s. */',
    'export const MODAL_NAMESPACES: Readonly<Record<string, readonly string[]>> = {',
    record(derived.modals),
    '};',
    '',
  ].join('\n');
}
