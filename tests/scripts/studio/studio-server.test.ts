import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { WORKSPACE_DIRS } from '../../../scripts/lib/studio/content-workspace';
import { createStudioServer, withFirstAnswersPreloaded } from '../../../scripts/lib/studio/studio-server';
import { generatedFiles } from '../../../scripts/lib/generated-files';
import { syncGenerated } from '../../../scripts/lib/sync-generated';

let root: string;
let base: string;
let close: () => Promise<void>;

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-server-'));
  for (const dir of WORKSPACE_DIRS) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  const { server } = createStudioServer({ root, appDir: join(root, 'no-app'), port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe('studio server', () => {
  it('serves everything under the strict CSP without unsafe-eval', async () => {
    const response = await fetch(`${base}/api/overview`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    const overview = (await response.json()) as { forms: Array<{ id: string }> };
    expect(overview.forms.map((form) => form.id)).toContain('registration');
  });

  it.each(['../package.json', 'src/main.tsx', 'schemas/../../etc/passwd', '/etc/passwd', 'scripts/gen.ts'])('refuses to read %s', async (path) => {
    const response = await fetch(`${base}/api/file?path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(403);
  });

  it('refuses to write outside the content paths and writes nothing', async () => {
    const { status } = await post('/api/save', { overrides: { 'src/evil.json': '{}', 'schemas/forms/login/markets/HUN.json': '{}' } });
    expect(status).toBe(403);
    expect(existsSync(join(root, 'src', 'evil.json'))).toBe(false);
    const traversal = await post('/api/save', { overrides: { 'schemas/../package.json': '{}' } });
    expect(traversal.status).toBe(403);
    // the generated files are gen's output after a save, never a path a client names
    const generated = await post('/api/save', { overrides: { 'src/generated/variant-index.json': '{}' } });
    expect(generated.status).toBe(403);
    expect(existsSync(join(root, 'src', 'generated'))).toBe(false);
  });

  it('checks an unsaved overlay and names the file and pointer of a problem, and saves nothing invalid', async () => {
    const path = 'schemas/forms/registration/markets/GBR.json';
    const before = readFileSync(join(root, path), 'utf8');
    const overlay = JSON.parse(before) as { ui: Record<string, unknown> };
    const text = JSON.stringify({ ...overlay, ui: { ...overlay.ui, nickName: { 'ui:widget': 'noSuchWidget' } } });
    const check = await post('/api/check', { overrides: { [path]: text } });
    expect(check.json.introduced).toEqual([expect.objectContaining({ file: path, pointer: '/ui/nickName/ui:widget' })]);
    const save = await post('/api/save', { overrides: { [path]: text } });
    expect(save.json.saved).toBe(false);
    expect(readFileSync(join(root, path), 'utf8')).toBe(before);
    const broken = await post('/api/save', { overrides: { [path]: '{ "$comment": ' } });
    expect(broken.json).toMatchObject({ saved: false, parse: { file: path, line: 1 } });
    expect(readFileSync(join(root, path), 'utf8')).toBe(before);
  }, 180_000);

  it('saves a valid new overlay, and the matrix and variant follow it', async () => {
    const path = 'schemas/forms/registration/markets/NLD.json';
    const text = `${JSON.stringify({ $comment: 'Kansspelautoriteit: the campaign field is not offered at registration.', schema: { properties: { campaignId: null } }, ui: { campaignId: null } }, null, 2)}\n`;
    const save = await post('/api/save', { overrides: { [path]: text } });
    expect(save.json).toMatchObject({ saved: true, files: [path] });
    expect(readFileSync(join(root, path), 'utf8')).toBe(text);
    // src/generated is written with gen's code the moment the save returns: gen --check passes on the root
    const generated = save.json.generated as { written: string[]; removed: string[] };
    expect(generated.written).toContain('src/generated/variant-index.json');
    expect(syncGenerated(root, await generatedFiles(root), true)).toEqual({ stale: [], missing: [], extra: [] });
    const index = JSON.parse(readFileSync(join(root, 'src/generated/variant-index.json'), 'utf8')) as { forms: Record<string, { chains: Record<string, unknown> }> };
    expect(index.forms.registration?.chains.NLD).toBeDefined();
    // a save of fixtures alone does not reach gen: src/generated is left as it is
    const fixture = await post('/api/save', { overrides: { 'tests/fixtures/login/INT/studio-server-case.json': readFileSync(join(root, 'tests/fixtures/login/INT/login-empty.json'), 'utf8') } });
    expect(fixture.json).toMatchObject({ saved: true });
    expect(fixture.json.generated).toBeUndefined();
    const matrix = await post('/api/matrix?form=registration', { overrides: {} });
    const columns = matrix.json.columns as Array<{ market: string }>;
    const row = (matrix.json.rows as Array<{ field: string; cells: Array<{ state: string; source: { file: string } }> }>).find((entry) => entry.field === 'campaignId');
    const cell = row?.cells[columns.findIndex((column) => column.market === 'NLD')];
    expect(cell).toMatchObject({ state: 'hidden', source: { file: path } });
  }, 180_000);

  it('compiles the variant validator on the server into one module without eval or new Function', async () => {
    const variant = await post('/api/variant?form=registration&market=SWE', { overrides: {} });
    const hash = variant.json.validator as string;
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    const response = await fetch(`${base}/api/validators/${hash}.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const code = await response.text();
    expect(code).toContain('export');
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/);
    expect(code).not.toMatch(/^import /m);
  }, 180_000);

  it('picks up content someone else adds to the tree without a restart (its views are keyed by the tree as it is)', async () => {
    const overviewFiles = async () => ((await (await fetch(`${base}/api/overview`)).json()) as { files: string[] }).files;
    const path = 'tests/fixtures/login/INT/added-meanwhile.json';
    expect(await overviewFiles()).not.toContain(path);
    mkdirSync(join(root, 'tests/fixtures/login/INT'), { recursive: true });
    writeFileSync(join(root, path), '{"description":"x","data":{},"expect":{"valid":false}}');
    // the file watcher says the tree changed (its event arrives a moment after the write)
    await expect.poll(overviewFiles).toContain(path);
    rmSync(join(root, path));
    await expect.poll(overviewFiles).not.toContain(path);
  });

  it('answers the saved matrix as a GET and preloads the first answers with the page', async () => {
    const response = await fetch(`${base}/api/matrix?form=registration`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { formId: string }).formId).toBe('registration');
    const html = withFirstAnswersPreloaded('<html><head><title>t</title></head><body></body></html>');
    expect(html).toContain('<link rel="preload" href="/api/overview" as="fetch" crossorigin="anonymous" />');
    expect(html).toContain('<link rel="preload" href="/api/matrix?form=registration" as="fetch" crossorigin="anonymous" />');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('checks again only the form variants a change reaches, and says so', async () => {
    const path = 'schemas/forms/login/markets/SWE.json';
    const text = JSON.stringify({ $comment: 'Spelinspektionen test: the login asks for a longer password.', schema: { properties: { password: { minLength: 2 } } } });
    const first = await post('/api/check', { overrides: { [path]: text } });
    expect(first.status).toBe(200);
    const again = await post('/api/check', { overrides: { [path]: text.replace('"minLength":2', '"minLength":3') } });
    expect(again.json.figures).toMatchObject({ variantsChecked: 1, checked: ['login × SWE'] });
    expect((again.json.figures as { variantsReused: number }).variantsReused).toBeGreaterThan(0);
  }, 120_000);

  it('answers an unknown validator with 404', async () => {
    expect((await fetch(`${base}/api/validators/000000000000.js`)).status).toBe(404);
  });
});
