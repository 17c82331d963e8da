import { describe, expect, it } from 'vitest';
import { chunkName } from '../../../scripts/lib/bundle-size';
import { moduleGroup } from '../../../scripts/bench/chunk-groups';
import { checkSyntheticValue, syntheticFields, syntheticSchema, syntheticTexts, syntheticUi, targetField } from '../../../scripts/bench/synthetic-form';
import { compileValidatorModule } from '../../../scripts/lib/compile-validator-module';
import type { JsonObject } from '../../../src/engine/json-value';

describe('the bench forms', () => {
  it('cycles strings with a pattern, bounded numbers, enums and e-mails, half of them required', () => {
    const fields = syntheticFields(200);
    expect(new Set(fields.map((field) => field.kind))).toEqual(new Set(['pattern', 'number', 'enum', 'email']));
    expect(fields.filter((field) => field.required)).toHaveLength(100);
    const schema = syntheticSchema(200, 'keys') as { properties: Record<string, { title: string }>; required: string[] };
    expect(Object.keys(schema.properties)).toHaveLength(200);
    expect(schema.properties.f0?.title).toBe('bench:f0');
    expect((syntheticSchema(50, 'labels') as { properties: Record<string, { title: string }> }).properties.f0?.title).toBe('Field 1');
    expect(schema.required).toHaveLength(100);
  });

  it('types into a required pattern field in the middle of the form', () => {
    for (const size of [50, 200, 1000]) {
      const field = syntheticFields(size).find((candidate) => candidate.name === targetField(size));
      expect(field?.kind).toBe('pattern');
      expect(field?.required).toBe(true);
    }
  });

  it('gives SchemaForm our widget names and a text for every key', () => {
    const ui = syntheticUi(8) as Record<string, Record<string, unknown>>;
    expect(ui.f2?.['ui:widget']).toBe('select');
    expect(ui.f3?.['ui:widget']).toBe('email');
    const texts = syntheticTexts(8);
    expect(texts.f7).toBe('Field 8');
    expect(texts.option).toEqual({ alpha: 'Alpha', beta: 'Beta', gamma: 'Gamma', delta: 'Delta' });
  });

  it('checks values the way the peers without ajv do', () => {
    const [pattern, number, choice, email] = syntheticFields(4);
    if (!pattern || !number || !choice || !email) throw new Error('four fields');
    expect(checkSyntheticValue(pattern, '')).toBe('required');
    expect(checkSyntheticValue(pattern, 'ab1')).toBe('pattern');
    expect(checkSyntheticValue(pattern, 'abc')).toBeUndefined();
    expect(checkSyntheticValue(number, '1001')).toBe('range');
    expect(checkSyntheticValue(choice, 'beta')).toBeUndefined();
    expect(checkSyntheticValue(email, 'a@b')).toBe('email');
    expect(checkSyntheticValue(email, '')).toBeUndefined();
  });

  it('compiles with the project compile path (no runtime compiler)', () => {
    const code = compileValidatorModule(syntheticSchema(50, 'keys') as JsonObject, '/tmp/bench/bench-50.js');
    expect(code).toContain('"bench-50"');
    expect(code).toContain('guardedRegExp');
    expect(code).not.toMatch(/new Function|\beval\(/);
  });

  it('sorts build modules into the groups the bundle table shows', () => {
    expect(moduleGroup('/r/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react');
    expect(moduleGroup('/r/node_modules/@rjsf/core/lib/index.js')).toBe('rjsf');
    expect(moduleGroup('/r/node_modules/ajv/dist/runtime/equal.js')).toBe('rjsf');
    expect(moduleGroup('/r/src/renderer/schema-form.tsx')).toBe('form engine');
    expect(moduleGroup('/r/src/i18n/locales/en/shell.json')).toBe('i18n');
    expect(moduleGroup('/r/node_modules/msw/lib/core/index.mjs')).toBe('mock platform');
    expect(moduleGroup('/r/src/app/app.tsx')).toBe('app');
    expect(chunkName('assets/index-BJQAdUxg.js')).toBe('index');
  });
});
