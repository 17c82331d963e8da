import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';

describe('FORMAT_REGISTRY', () => {
  it('names every contract format, each importable from the file generated code imports', async () => {
    for (const name of ['email', 'date', 'phone', 'iban', 'bic', 'card-number', 'lt-personal-code', 'ro-national-id', 'hu-zip', 'nickname']) {
      expect(FORMAT_REGISTRY[name], name).toBeDefined();
    }
    for (const [name, format] of Object.entries(FORMAT_REGISTRY)) {
      const path = join('src', 'engine', 'formats', `${format.file}.ts`);
      expect(existsSync(path), path).toBe(true);
      const module = (await import(`../../../src/engine/formats/${format.file}.ts`)) as Record<string, unknown>;
      expect(module[format.exportName], name).toBe(format.validate);
    }
  });
});
