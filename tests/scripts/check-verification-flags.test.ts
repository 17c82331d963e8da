import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkVerificationFlags } from '../../scripts/lib/content-check/check-verification-flags';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the settings and the meta-schema to plant problems in. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), 'verification-flags-'));
  dirs.push(root);
  cpSync('schemas/settings/platform.json', join(root, 'schemas/settings/platform.json'), { recursive: true });
  cpSync('schemas/meta/settings.schema.json', join(root, 'schemas/meta/settings.schema.json'), { recursive: true });
  return root;
}

function edit(root: string, file: string, change: (json: Record<string, Record<string, Record<string, unknown>>>) => void) {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

describe('content check: the back-end flags the verification feature reads are declared', () => {
  it('passes on the repository', () => {
    expect(checkVerificationFlags('.')).toEqual([]);
  });

  it('fails when platform.json does not serve be.addressCardVerificationEnabled', () => {
    const root = copy();
    edit(root, 'schemas/settings/platform.json', (json) => delete json.be!.addressCardVerificationEnabled);
    expect(checkVerificationFlags(root)).toEqual([expect.objectContaining({ file: 'schemas/settings/platform.json', message: expect.stringContaining('addressCardVerificationEnabled') as string })]);
  });

  it('fails when the meta-schema does not type a flag, or types it without its rule', () => {
    const root = copy();
    edit(root, 'schemas/meta/settings.schema.json', (json) => {
      const be = json.properties!.be as { properties: Record<string, Record<string, unknown>> };
      delete be.properties.veriffActive;
      delete be.properties.sumsubActive!.$comment;
    });
    const messages = checkVerificationFlags(root, undefined, join(root, 'schemas/meta')).map((error) => error.message);
    expect(messages).toEqual([expect.stringContaining('"veriffActive"') as string, expect.stringContaining('"sumsubActive" needs a $comment') as string]);
  });

  it('fails for a flag the code reads that no settings file knows', () => {
    expect(checkVerificationFlags('.', ['somethingNewActive'])).toHaveLength(2);
  });
});
