import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { FORMAT_REGISTRY } from '../../src/engine/formats/format-registry';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import { collectFormats } from './collect-formats';
import { fieldValidatorSchemas } from './field-validator-schemas';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/**
 * allErrors is ON, deliberately (README "Content → compiled variants"): a form shows every problem at
 * once (error summary, focus-to-first-error). The price is that ajv runs every keyword of a field
 * even after one failed, so a `pattern` would run on a value that already failed its `maxLength`.
 * Three things make that safe: every pattern and regex-backed format passes a ReDoS detector in the
 * content check (scripts/lib/content-check/check-regex-safety.ts); every pattern is compiled here
 * into `guardedRegExp(pattern, flags, maxLength)` (src/engine/ajv-runtime), which never matches a
 * value longer than the maxLength written beside it; and `npm test` fuzzes every generated
 * validator (scripts/fuzz-validators.ts). Untrusted cross-window data has its own validators
 * without allErrors (scripts/lib/message-validators.ts).
 */
const AJV_OPTIONS = { allErrors: true } as const;

// ajv runtime helpers emitted as CommonJS requires → our ESM implementations.
const RUNTIME_HELPERS: Readonly<Record<string, string>> = {
  ucs2length: 'ucs2length',
  equal: 'equal',
};

// Subtrees that hold data or our extensions, not schemas: a "pattern" key there is no keyword.
const NOT_SCHEMA_KEYS = new Set(['enum', 'const', 'default', 'examples']);

const EXPORT_LINE = /^exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]) = (validate\d+);$/gm;
const FORMAT_REF = /__formats(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\])/g;
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/([\w]+)"\)\.default/g;
const NEW_REG_EXP = /new RegExp\(("(?:[^"\\]|\\.)*"), "(u?)"\)/g;

/**
 * pattern → the largest `maxLength` written beside it (in the same schema object) anywhere in the
 * schema. A pattern without a numeric maxLength beside it, or a `patternProperties` (its patterns
 * run on property names, which have no maxLength), cannot be guarded: the schema does not compile.
 */
export function patternLimits(schema: JsonValue): Map<string, number> {
  const limits = new Map<string, number>();
  const visit = (node: JsonValue, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    if (isJsonObject(node.patternProperties)) {
      throw new Error(`${pointer}/patternProperties: not supported (its patterns would run on property names of any length)`);
    }
    if (typeof node.pattern === 'string') {
      const { maxLength } = node;
      if (typeof maxLength !== 'number' || !Number.isInteger(maxLength) || maxLength < 0) {
        throw new Error(`${pointer}/pattern: "pattern" needs a numeric "maxLength" beside it (patterns are never run on over-long values)`);
      }
      limits.set(node.pattern, Math.max(limits.get(node.pattern) ?? 0, maxLength));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('x-') || NOT_SCHEMA_KEYS.has(key) || (key === 'pattern' && typeof child === 'string')) continue;
      visit(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  visit(schema, '');
  return limits;
}

/**
 * Standalone ESM validator module for one resolved variant, via rjsf's
 * compileSchemaValidatorsCode (so the functions are keyed exactly as rjsf's
 * createPrecompiledValidator looks them up: root `$id`, sub-schemas by hash).
 *
 * ajv's own ESM output cannot export rjsf's keys (hashes are not identifiers,
 * rjsf-team/react-jsonschema-form#4436) and emits CommonJS requires for its
 * runtime helpers, so we compile to CommonJS and rewrite: exports become one
 * default-exported map, helpers and custom formats become ESM imports of
 * src/engine (never inlined copies of library logic). Beside the whole-form validator (key: the
 * form's `$id`) the module carries one per top-level field that no condition reads (key:
 * fieldValidatorKey(formId, field)), so leaving a field validates that field only.
 */
export function compileValidatorModule(schema: JsonObject, outFile: string): string {
  const unknown = [...collectFormats(schema)].filter((name) => !FORMAT_REGISTRY[name]);
  if (unknown.length > 0) throw new Error(`Unknown format ${unknown.map((name) => `"${name}"`).join(', ')}`);
  const customFormats = Object.fromEntries(Object.entries(FORMAT_REGISTRY).map(([name, format]) => [name, format.validate]));
  let code = compileSchemaValidatorsCode(schema, {
    customFormats,
    ajvFormatOptions: false,
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { esm: false, lines: true, source: true, formats: _`__formats` } },
    // beside the whole form: one validator per field no condition reads (what a blur runs)
    extenderFn: (ajv) => {
      for (const fieldSchema of fieldValidatorSchemas(schema)) ajv.addSchema(fieldSchema);
      return ajv;
    },
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
  const limits = patternLimits(schema);
  code = code.replace(NEW_REG_EXP, (_call, literal: string, flags: string) => {
    const pattern = JSON.parse(literal) as string;
    const limit = limits.get(pattern);
    if (limit === undefined) throw new Error(`pattern ${literal} has no maxLength beside it in the schema; it cannot be guarded`);
    const guard = importAlias(join(ENGINE_DIR, 'ajv-runtime', 'guarded-reg-exp'), 'guardedRegExp', '__ajv_guardedRegExp');
    return `${guard}(${literal}, "${flags}", ${limit})`;
  });
  code = code.replace(/^"use strict";\n?/, '');
  if (/\bnew RegExp\(/.test(code)) throw new Error('Generated validator still constructs an unguarded RegExp; extend compile-validator-module.ts');
  if (/\brequire\("|^exports[.[]|^module\.exports/m.test(code)) {
    throw new Error('Generated validator still contains CommonJS code; extend compile-validator-module.ts');
  }
  const header = [`// ${GENERATED_HEADER}`, ...[...imports.keys()].sort().map((alias) => imports.get(alias))];
  return `${header.join('\n')}\n${code.trim()}\n\nexport default {\n${exported.join('\n')}\n};\n`;
}
