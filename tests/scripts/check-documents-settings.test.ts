import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocumentsSettings } from '../../scripts/lib/content-check/check-documents-settings';

const DECLARED = { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 3, $comment: "spec 1 §5: the licence's home country" };

function root(served: unknown, declared: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'documents-settings-'));
  mkdirSync(join(dir, 'schemas/settings'), { recursive: true });
  mkdirSync(join(dir, 'schemas/meta'), { recursive: true });
  writeFileSync(join(dir, 'schemas/settings/platform.json'), JSON.stringify({ be: {}, fe: { documents: { homeCountry: served } } }));
  writeFileSync(join(dir, 'schemas/meta/settings.schema.json'), JSON.stringify({ properties: { fe: { properties: { documents: { type: 'object', properties: { homeCountry: declared } } } } } }));
  return dir;
}

describe('content check: the documents feature reads only declared settings (fe.documents.homeCountry)', () => {
  it('passes the repository as it is', () => {
    expect(checkDocumentsSettings(process.cwd())).toEqual([]);
  });
  it('fails an undeclared, an uncommented or an unserved setting, naming file and pointer', () => {
    expect(checkDocumentsSettings(root('HUN', undefined))).toEqual([
      expect.objectContaining({ file: 'schemas/meta/settings.schema.json', pointer: '/properties/fe/properties/documents/properties/homeCountry' }),
    ]);
    expect(checkDocumentsSettings(root('HUN', { ...DECLARED, $comment: undefined }))[0]?.message).toMatch(/needs a \$comment/);
    expect(checkDocumentsSettings(root('Hungary', DECLARED))).toEqual([expect.objectContaining({ file: 'schemas/settings/platform.json', pointer: '/fe/documents/homeCountry' })]);
    expect(checkDocumentsSettings(root('HUN', DECLARED))).toEqual([]);
  });
});
