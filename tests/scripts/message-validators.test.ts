import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE_MARKERS } from '../../scripts/lib/bundle-markers';
import { messageKinds, messageValidatorFiles } from '../../scripts/lib/message-validators';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function rootWith(schemas: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'messages-'));
  roots.push(root);
  mkdirSync(join(root, 'schemas/messages'), { recursive: true });
  for (const [name, schema] of Object.entries(schemas)) writeFileSync(join(root, 'schemas/messages', name), JSON.stringify(schema));
  return root;
}

const ping = { $id: 'message:ping', type: 'object', required: ['type'], properties: { type: { const: 'ping' }, note: { type: 'string', maxLength: 5 } } };

describe('message validators (gen)', () => {
  it('compiles every kind of the repository to one standalone ESM module without the ajv compiler or eval', async () => {
    const files = await messageValidatorFiles(process.cwd());
    expect([...files.keys()]).toEqual(['src/generated/messages/validators.js', 'src/generated/messages/validators.d.ts', 'src/generated/messages/types.ts']);
    const code = files.get('src/generated/messages/validators.js')!;
    for (const marker of BUNDLE_MARKERS) expect(code, marker.name).not.toMatch(marker.pattern);
    expect(code).not.toMatch(/\brequire\(|^exports[.[]/m);
    for (const kind of messageKinds(process.cwd())) expect(code).toContain(`${JSON.stringify(kind)}: validate`);
  });

  it('imports ajv runtime helpers from the engine (maxLength counts code points)', async () => {
    const files = await messageValidatorFiles(rootWith({ 'ping.schema.json': ping }));
    expect(files.get('src/generated/messages/validators.js')).toMatch(/import \{ ucs2length as __ajv_ucs2length \} from ".*engine\/ajv-runtime\/ucs2length";/);
    expect(files.get('src/generated/messages/types.ts')).toContain('export interface PingMessage');
    expect(files.get('src/generated/messages/types.ts')).toContain("export const MESSAGE_KINDS = ['ping'] as const;");
  });

  it('writes nothing for a content root without message schemas', async () => {
    const root = mkdtempSync(join(tmpdir(), 'messages-'));
    roots.push(root);
    expect((await messageValidatorFiles(root)).size).toBe(0);
  });

  it('refuses a schema whose $id is not message:<kind>, and a kind that is not lower-case words', async () => {
    await expect(messageValidatorFiles(rootWith({ 'ping.schema.json': { ...ping, $id: 'ping' } }))).rejects.toThrow(/\$id must be "message:ping"/);
    expect(() => messageKinds(rootWith({ 'Ping.schema.json': ping }))).toThrow(/lower-case/);
  });
});
