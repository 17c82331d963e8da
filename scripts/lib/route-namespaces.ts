import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where the derivation starts and what it reads, relative to the repository root. */
export const ENTRY_MODULE = 'src/main.tsx';
export const ROUTE_TABLE_MODULE = 'src/app/routes/route-table.ts';
export const MODAL_REGISTRY_MODULE = 'src/app/modals/modal-registry.ts';
export const EN_LOCALE_DIR = 'src/i18n/locales/en';

/**
 * Dynamic imports the shell's walk does not follow: each is loaded on demand and derives its own
 * namespaces (route pages and modal contents), or never renders texts of the site (the demo's mock
 * platform, the generated per-form validators and variants, whose texts count for the forms that
 * name them).
 */
const SHELL_WALK_STOPS = ['src/mocks/', 'src/generated/'];

export interface RouteNamespaces {
  /** en namespaces the entry and everything it can show without a route or modal chunk use: bundled */
  shell: string[];
  /** the other en namespaces: loaded on demand */
  onDemand: string[];
  /** route path (as in the route table) → namespaces its page needs beyond the shell's */
  routes: Record<string, string[]>;
  /** modal name → namespaces its content needs beyond the shell's */
  modals: Record<string, string[]>;
}

/** form id → i18n keys' namespaces its compiled variants use (every market and method). */
export type FormNamespaces = ReadonlyMap<string, ReadonlySet<string>>;

const STATIC_IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const USE_TRANSLATION = /\buseTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const FLOW_FORM = /"form"\s*:\s*"([\w-]+)"/g;
const STRING_LITERAL = /'([\w-]+)'|"([\w-]+)"/g;

/** The en namespaces: the file names of src/i18n/locales/en. */
export function englishNamespaces(root: string): string[] {
  return readdirSync(join(root, EN_LOCALE_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/**
 * The namespaces a module's text uses: a key written with its namespace ("cashier:deposit.title",
 * also as a template literal's start, in code or in JSON data) and the namespaces handed to
 * `useTranslation`. Over-approximates (a namespace named in a comment counts): a namespace too many
 * is a small chunk loaded early, one too few would show a raw key.
 */
export function namespacesInText(text: string, namespaces: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const namespace of namespaces) {
    if (text.includes(`'${namespace}:`) || text.includes(`"${namespace}:`) || text.includes(`\`${namespace}:`)) found.add(namespace);
  }
  for (const match of text.matchAll(USE_TRANSLATION)) {
    for (const name of (match[1] ?? '').matchAll(STRING_LITERAL)) {
      const namespace = name[1] ?? name[2] ?? '';
      if (namespaces.includes(namespace)) found.add(namespace);
    }
  }
  return found;
}

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(tsx?|json|js)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

interface ModuleFacts {
  text: string;
  staticImports: string[];
  dynamicImports: string[];
}

/** Reads modules once and walks their relative imports (packages are not followed). */
class ModuleGraph {
  private readonly facts = new Map<string, ModuleFacts>();

  constructor(
    private readonly root: string,
    private readonly namespaces: readonly string[],
    private readonly forms: FormNamespaces,
  ) {}

  private read(file: string): ModuleFacts {
    let facts = this.facts.get(file);
    if (facts) return facts;
    const text = readFileSync(file, 'utf8');
    const staticImports: string[] = [];
    const dynamicImports: string[] = [];
    if (!file.endsWith('.json')) {
      for (const match of text.matchAll(STATIC_IMPORT)) {
        if (match[1]) continue; // `import type`: nothing of it runs
        const target = resolveModule(file, match[2] ?? '');
        if (target) staticImports.push(target);
      }
      for (const match of text.matchAll(DYNAMIC_IMPORT)) {
        const target = resolveModule(file, match[1] ?? '');
        if (target) dynamicImports.push(target);
      }
    }
    facts = { text, staticImports, dynamicImports };
    this.facts.set(file, facts);
    return facts;
  }

  /**
   * Namespaces of one module: its own keys, plus the forms it names (a flow's `"form"`; with
   * `formLiterals`, any string literal that is a form id — pages pass form ids to the flow host).
   * The modal registry's titles count for their modal, not for whoever imports the registry.
   */
  private moduleNamespaces(file: string, text: string, formLiterals: boolean): Set<string> {
    if (file === join(this.root, MODAL_REGISTRY_MODULE)) return new Set();
    const found = namespacesInText(text, this.namespaces);
    const formIds = new Set<string>();
    if (file.endsWith('.flow.json')) for (const match of text.matchAll(FLOW_FORM)) formIds.add(match[1] ?? '');
    else if (formLiterals && /\.tsx?$/.test(file)) for (const match of text.matchAll(STRING_LITERAL)) formIds.add(match[1] ?? match[2] ?? '');
    for (const formId of formIds) for (const namespace of this.forms.get(formId) ?? []) found.add(namespace);
    return found;
  }

  /**
   * Every namespace the modules reachable from `starts` use: static imports always, dynamic ones
   * unless `stop` says the imported module derives its own (or renders no site text). The shell
   * renders no form, so its walk takes form ids only from flows (`formLiterals` false: its modal
   * names "login" and "registration" are not forms it shows).
   */
  namespacesFrom(starts: readonly string[], stop: (file: string) => boolean, formLiterals: boolean, trace?: Map<string, string[]>): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const queue = starts.map((file) => join(this.root, file));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const facts = this.read(file);
      const own = this.moduleNamespaces(file, facts.text, formLiterals);
      for (const namespace of own) found.add(namespace);
      if (trace && own.size > 0) trace.set(relative(this.root, file).split('\\').join('/'), [...own].sort());
      queue.push(...facts.staticImports);
      for (const target of facts.dynamicImports) if (!stop(relative(this.root, target).split('\\').join('/'))) queue.push(target);
    }
    return found;
  }
}

/** `{ path: '/x', …, page: () => import('…') }` and `{ path, modal: 'name' }` lines of the route table. */
function routeTableEntries(root: string): { path: string; module?: string; modal?: string }[] {
  const file = join(root, ROUTE_TABLE_MODULE);
  const entries: { path: string; module?: string; modal?: string }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const path = /\bpath:\s*'([^']+)'/.exec(line)?.[1];
    if (path === undefined) continue;
    const page = /\bpage:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/.exec(line)?.[1];
    const modal = /\bmodal:\s*'([^']+)'/.exec(line)?.[1];
    if (page !== undefined) {
      const module = resolveModule(file, page);
      if (!module) throw new Error(`${ROUTE_TABLE_MODULE}: the page of ${path} (${page}) does not exist`);
      entries.push({ path, module: relative(root, module).split('\\').join('/') });
    } else if (modal !== undefined) entries.push({ path, modal });
    else entries.push({ path }); // a content page: ContentPage is in the shell
  }
  return entries;
}

interface ModalSource {
  /** the content module (`load`) */
  module: string;
  /** the entry's own text (its title key) */
  text: string;
}

/** `name: { title, …, load: () => import('…') }` of the modal registry. */
function modalEntries(root: string): Map<string, ModalSource> {
  const file = join(root, MODAL_REGISTRY_MODULE);
  const text = readFileSync(file, 'utf8');
  const modals = new Map<string, ModalSource>();
  for (const match of text.matchAll(/^ {2}'?([\w-]+)'?:\s*\{([\s\S]*?)^ {2}\},?$/gm)) {
    const body = match[2] ?? '';
    const load = /\bload:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/.exec(body)?.[1];
    if (load === undefined) continue;
    const module = resolveModule(file, load);
    if (!module) throw new Error(`${MODAL_REGISTRY_MODULE}: the content of modal ${match[1]} (${load}) does not exist`);
    modals.set(match[1] ?? '', { module: relative(root, module).split('\\').join('/'), text: body });
  }
  return modals;
}

/**
 * Which en namespaces the shell needs for its first render, and which more each route's page and
 * each modal (its title and content) need: derived from the code (the import graph from
 * src/main.tsx, from each page module of the route table and each content module of the modal
 * registry) and from the forms the flows and pages name (`forms`: every compiled variant's keys),
 * so nobody has to declare them. `trace` (module → its namespaces) tells why the shell has one.
 */
export function deriveRouteNamespaces(root: string, forms: FormNamespaces, trace?: Map<string, string[]>): RouteNamespaces {
  const namespaces = englishNamespaces(root);
  const graph = new ModuleGraph(root, namespaces, forms);
  const routes = routeTableEntries(root);
  const modals = modalEntries(root);
  const loadedOnDemand = new Set([...routes.flatMap((entry) => (entry.module ? [entry.module] : [])), ...[...modals.values()].map((modal) => modal.module)]);
  const shellStop = (file: string) => loadedOnDemand.has(file) || SHELL_WALK_STOPS.some((prefix) => file.startsWith(prefix));
  const shell = graph.namespacesFrom([ENTRY_MODULE], shellStop, false, trace);
  // `common` is the default and fallback namespace: always there
  shell.add('common');
  const beyondShell = (found: Iterable<string>) => [...new Set(found)].filter((namespace) => !shell.has(namespace)).sort();
  // a page's own lazy parts are its own, but another route's page or a modal is not
  const partStop = (own: string) => (file: string) => file !== own && shellStop(file);
  const partNamespaces = (module: string) => graph.namespacesFrom([module], partStop(module), true);
  const modalNamespaces = Object.fromEntries(
    [...modals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, modal]) => [name, beyondShell([...partNamespaces(modal.module), ...namespacesInText(modal.text, namespaces)])]),
  );
  const routeNamespaces = Object.fromEntries(
    routes.map((entry) => [
      entry.path,
      entry.module ? beyondShell(partNamespaces(entry.module)) : entry.modal !== undefined ? (modalNamespaces[entry.modal] ?? []) : [],
    ]),
  );
  return { shell: [...shell].sort(), onDemand: namespaces.filter((namespace) => !shell.has(namespace)), routes: routeNamespaces, modals: modalNamespaces };
}

/** Namespaces of the compiled variants, by form: every string value "<namespace>:…" in their content. */
export function formNamespacesOf(variants: Iterable<{ formId: string; content: unknown }>, namespaces: readonly string[]): FormNamespaces {
  const forms = new Map<string, Set<string>>();
  for (const { formId, content } of variants) {
    const found = forms.get(formId) ?? new Set<string>();
    for (const namespace of namespacesInText(JSON.stringify(content), namespaces)) found.add(namespace);
    forms.set(formId, found);
  }
  return forms;
}
