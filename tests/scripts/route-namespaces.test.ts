import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveRouteNamespaces, formNamespacesOf, namespacesInText } from '../../scripts/lib/route-namespaces';
import { ROUTE_NAMESPACES_FILE, routeNamespacesFiles } from '../../scripts/lib/route-namespaces-files';

const ROOT = join(import.meta.dirname, '..', '..');

function generatedVariants(root: string): Map<string, string> {
  const dir = join(root, 'src/generated/variants');
  return new Map(readdirSync(dir).map((file) => [`src/generated/variants/${file}`, readFileSync(join(dir, file), 'utf8')]));
}

describe('route namespaces (derived by npm run gen)', () => {
  const files = routeNamespacesFiles(ROOT, generatedVariants(ROOT));
  const source = files.get(ROUTE_NAMESPACES_FILE) ?? '';

  it('the committed file is what the code derives today (else: npm run gen)', () => {
    expect(readFileSync(join(ROOT, ROUTE_NAMESPACES_FILE), 'utf8')).toBe(source);
  });

  it("keeps the pages' big namespaces out of the shell and loads them with their routes and modals", () => {
    const shellImports = [...source.matchAll(/from '\.\.\/i18n\/locales\/en\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(shellImports).toEqual(expect.arrayContaining(['common', 'shell', 'menu', 'footer', 'errors']));
    for (const page of ['cashier', 'limits', 'games', 'bonuses', 'documents', 'renderer', 'validation']) expect(shellImports).not.toContain(page);
    expect(source).toMatch(/'\/payment\/deposit': \[[^\]]*'cashier'/);
    expect(source).toMatch(/'\/my\/limits': \[[^\]]*'limits'/);
    expect(source).toMatch(/'\/all-games': \[[^\]]*'games'/);
    // a form's labels and the renderer's messages come with the route that shows the form
    expect(source).toMatch(/'registration': \[[^\]]*'registration'[^\]]*'validation'/);
  });

  it("keeps the account pages' texts out of the shell: the age-verification banner there has a namespace of its own", () => {
    const shellImports = [...source.matchAll(/from '\.\.\/i18n\/locales\/en\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(shellImports).toContain('age-verification');
    expect(shellImports).not.toContain('account');
    expect(source).toMatch(/'\/my\/profile-account': \[[^\]]*'account'/);
  });
});

describe('deriveRouteNamespaces', () => {
  const root = mkdtempSync(join(tmpdir(), 'route-namespaces-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const namespace of ['common', 'shell', 'cashier', 'limits', 'forms', 'games', 'startup']) write(`src/i18n/locales/en/${namespace}.json`, '{}');
  write('src/main.tsx', "import { Header } from './app/header';\nconst late = () => import('./app/late-notice');\n");
  write('src/app/header.tsx', "import type { Unused } from './typed';\nexport const Header = () => t('shell:header.login');\n");
  write('src/app/typed.ts', "export type Unused = 'games:never';\n");
  write('src/app/late-notice.tsx', "export default () => useTranslation('startup');\n");
  write(
    'src/app/routes/route-table.ts',
    [
      "  { path: '/payment/deposit', access: 'loggedIn', page: () => import('../deposit-page') },",
      "  { path: '/my/limits', access: 'loggedIn', page: () => import('../limits-page') },",
      "  { path: '/login', access: 'loggedOut', modal: 'login' },",
      "  { path: '/support', access: 'all', content: 'support' },",
    ].join('\n'),
  );
  write('src/app/deposit-page.tsx', "import flow from '../../flows/deposit.flow.json';\nexport default () => useTranslation(['cashier']);\n");
  write('flows/deposit.flow.json', '{ "states": { "form": { "meta": { "form": "cashier-deposit" } } } }');
  write('src/app/limits-page.tsx', "const formId = 'limit-editor';\nexport default () => t(`limits:${formId}`);\n");
  write('src/app/modals/modal-registry.ts', ["export const modalRegistry = {", '  login: {', "    title: 'games:login',", "    load: () => import('../login-modal'),", '  },', '};'].join('\n'));
  write('src/app/login-modal.tsx', "export default () => t('common:ok');\n");
  const forms = formNamespacesOf(
    [
      { formId: 'cashier-deposit', content: { title: 'cashier:deposit.title', help: 'forms:amount' } },
      { formId: 'limit-editor', content: { title: 'limits:editor.title' } },
    ],
    ['cashier', 'limits', 'forms'],
  );
  const derived = deriveRouteNamespaces(root, forms);

  it("gives the shell what the entry's static and own lazy imports use, not a type-only import's", () => {
    expect(derived.shell).toEqual(['common', 'shell', 'startup']);
  });

  it("gives a page its code's namespaces and its flows' and named forms' beyond the shell's", () => {
    expect(derived.routes['/payment/deposit']).toEqual(['cashier', 'forms']);
    expect(derived.routes['/my/limits']).toEqual(['limits']);
    expect(Object.keys(derived.routes)).toEqual(['/payment/deposit', '/my/limits', '/login', '/support']);
    expect(derived.routes['/support']).toEqual([]);
  });

  it("gives a modal its title's namespace and its content's, and its route the same", () => {
    expect(derived.modals).toEqual({ login: ['games'] });
    expect(derived.routes['/login']).toEqual(['games']);
  });

  it('reads keys with their namespace in code, template literals and JSON, and useTranslation arguments', () => {
    const namespaces = ['cashier', 'limits', 'games', 'errors'];
    expect([...namespacesInText("t('cashier:a'); t(`limits:${x}`); useTranslation(['games', 'errors'])", namespaces)].sort()).toEqual(['cashier', 'errors', 'games', 'limits']);
    expect([...namespacesInText('{"label":"games:tile"}', namespaces)]).toEqual(['games']);
    expect([...namespacesInText("const cashier = 'cashier'; t('limitsX:a')", namespaces)]).toEqual([]);
  });
});
