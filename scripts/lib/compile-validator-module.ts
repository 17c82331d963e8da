import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { FORMAT_REGISTRY } from '../../src/engine/formats/format-registry';
import type { JsonObject } from '../../src/engine/json-value';
import { collectFormats } from './collect-formats';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/**
 * ajv's `allErrors` stays off: validators also run on untrusted data (the mock
 * platform's server-style validation), and ajv advises against allErrors there.
 */
/**
 * allErrors is on: these validators run in the player's own browser over the player's own input
 * (ajv's "no allErrors on untrusted data" advice protects servers from hostile payloads), every
 * pattern/format has a maxLength (the content check enforces it), and a form must show every
 * problem at once so the error summary and focus-to-first-error work.
 */
const AJV_OPTIONS = { allErrors: true } as const;

// ajv runtime helpers emitted as CommonJS requires → our ESM implementations.
const RUNTIME_HELPERS: Readonly<Record<string, string>> = {
  ucs2length: 'ucs2length',
  equal: 'equal',
};

const EXPORT_LINE = /^exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]) = (validate\d+);$/gm;
const FORMAT_REF = /__formats(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\])/g;
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/([\w]+)"\)\.default/g;

/**
 * Standalone ESM validator module for one resolved variant, via rjsf's
 * compileSchemaValidatorsCode (so the functions are keyed exactly as rjsf's
 * createPrecompiledValidator looks them up: root `$id`, sub-schemas by hash).
 *
 * ajv's own ESM output cannot export rjsf's keys (hashes are not identifiers,
 * rjsf-team/react-jsonschema-form#4436) and emits CommonJS requires for its
 * runtime helpers, so we compile to CommonJS and rewrite: exports become one
 * default-exported map, helpers and custom formats become ESM imports of
 * src/engine (never inlined copies of library logic).
 */
export function compileValidatorModule(schema: JsonObject, outFile: string): string {
  const unknown = [...collectFormats(schema)].filter((name) => !FORMAT_REGISTRY[name]);
  if (unknown.length > 0) throw new Error(`Unknown format ${unknown.map((name) => `"${name}"`).join(', ')}`);
  const customFormats = Object.fromEntries(Object.entries(FORMAT_REGISTRY).map(([name, format]) => [name, format.validate]));
  let code = compileSchemaValidatorsCode(schema, {
    customFormats,
    ajvFormatOptions: false,
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { esm: false, lines: true, source: true, formats: _`__formats` } },
  });

  const exported: string[] = [];
  code = code.replace(EXPORT_LINE, (_line, name: string | undefined, quoted: string | undefined, fn: string) => {
    exported.push(`  ${quoted ?? JSON.stringify(name)}: ${fn},`);
    return '';
  });

  const imports = new Map<string, string>();
  const importAlias = (module: string, exportName: string, alias: string): string => {
    imports.set(alias, `import { ${exportName} as ${alias} } from ${JSON.stringify(relativeImport(outFile, module))};`);
    return alias;
  };
  code = code.replace(FORMAT_REF, (_ref, name: string | undefined, quoted: string | undefined) => {
    const formatName = name ?? (JSON.parse(quoted ?? '""') as string);
    const format = FORMAT_REGISTRY[formatName];
    if (!format) throw new Error(`Unknown format "${formatName}"`);
    const alias = `__format_${format.exportName}`;
    return importAlias(join(ENGINE_DIR, 'formats', format.file), format.exportName, alias);
  });
  code = code.replace(RUNTIME_REQUIRE, (_ref, helper: string) => {
    const file = RUNTIME_HELPERS[helper];
    if (!file) throw new Error(`ajv runtime helper "${helper}" has no ESM replacement in src/engine/ajv-runtime`);
    return importAlias(join(ENGINE_DIR, 'ajv-runtime', file), file, `__ajv_${file}`);
  });
  code = code.replace(/^"use strict";\n?/, '');
  if (/\brequire\("|^exports[.[]|^module\.exports/m.test(code)) {
    throw new Error('Generated validator still contains CommonJS code; extend compile-validator-module.ts');
  }
  const header = [`// ${GENERATED_HEADER}`, ...[...imports.keys()].sort().map((alias) => imports.get(alias))];
  return `${header.join('\n')}\n${code.trim()}\n\nexport default {\n${exported.join('\n')}\n};\n`;
}
