import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { GENERATED_HEADER } from './generated-header';
import { readJson } from './read-json';
import { relativeImport } from './relative-import';
import { ENGINE_DIR } from './repo-paths';

/** Where the provider bridge's message schemas live: one `<kind>.schema.json` per message kind. */
export const MESSAGE_SCHEMA_DIR = 'schemas/messages';
/** Generated beside the other validators; src/bridge imports these only. */
export const MESSAGE_OUT_DIR = 'src/generated/messages';

const SCHEMA_SUFFIX = '.schema.json';
const KIND = /^[a-z][a-z0-9-]*$/;
// ajv's runtime helpers, emitted as CommonJS requires → the engine's ESM implementations
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;
const RUNTIME_HELPERS: Readonly<Record<string, string>> = { ucs2length: 'ucs2length', equal: 'equal' };
const EXPORT_LINE = /^exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]) = (validate\d+);$/gm;

function pascalCase(kind: string): string {
  return kind.replace(/(^|-)([a-z0-9])/g, (_match, _sep: string, char: string) => char.toUpperCase());
}

/** The message kinds of a content root, sorted (file name without `.schema.json`). */
export function messageKinds(root: string): string[] {
  const dir = join(root, MESSAGE_SCHEMA_DIR);
  if (!existsSync(dir)) return [];
  const kinds = readdirSync(dir)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX))
    .map((name) => name.slice(0, -SCHEMA_SUFFIX.length))
    .sort();
  for (const kind of kinds) if (!KIND.test(kind)) throw new Error(`${MESSAGE_SCHEMA_DIR}/${kind}${SCHEMA_SUFFIX}: a message kind is lower-case words joined by "-"`);
  return kinds;
}

/**
 * One standalone ESM module with a validator per message kind (default export
 * `{ [kind]: validate }`), compiled with ajv's standalone code generator: the browser gets plain
 * functions, no ajv compiler and no `new Function`. `allErrors` stays off: these validators run
 * on messages from other windows, exactly the untrusted data ajv's advice is about.
 */
function validatorModule(schemas: ReadonlyMap<string, Record<string, unknown>>, outFile: string): string {
  const ajv = new Ajv({ strictSchema: true, strictTypes: true, strictTuples: true, allowUnionTypes: true, allErrors: false, code: { source: true, esm: false, lines: true } });
  const exports: Record<string, string> = {};
  for (const [kind, schema] of schemas) {
    if (schema.$id !== `message:${kind}`) throw new Error(`${MESSAGE_SCHEMA_DIR}/${kind}${SCHEMA_SUFFIX}: $id must be "message:${kind}"`);
    ajv.addSchema(schema);
    exports[kind] = `message:${kind}`;
  }
  let code = standaloneCode(ajv, exports);
  const exported: string[] = [];
  code = code.replace(EXPORT_LINE, (_line, name: string | undefined, quoted: string | undefined, fn: string) => {
    exported.push(`  ${quoted ?? JSON.stringify(name)}: ${fn},`);
    return '';
  });
  const imports = new Map<string, string>();
  code = code.replace(RUNTIME_REQUIRE, (_ref, helper: string) => {
    const file = RUNTIME_HELPERS[helper];
    if (!file) throw new Error(`ajv runtime helper "${helper}" has no ESM replacement in src/engine/ajv-runtime`);
    const alias = `__ajv_${file}`;
    imports.set(alias, `import { ${file} as ${alias} } from ${JSON.stringify(relativeImport(outFile, join(ENGINE_DIR, 'ajv-runtime', file)))};`);
    return alias;
  });
  code = code.replace(/^"use strict";\n?/, '');
  if (/\brequire\("|^exports[.[]|^module\.exports/m.test(code)) throw new Error('Generated message validators still contain CommonJS code; extend message-validators.ts');
  if (exported.length !== schemas.size) throw new Error('Generated message validators: not every kind was exported');
  const header = [`// ${GENERATED_HEADER}`, ...[...imports.keys()].sort().map((alias) => imports.get(alias))];
  return `${header.join('\n')}\n${code.trim()}\n\nexport default {\n${exported.join('\n')}\n};\n`;
}

function declaration(kinds: readonly string[], declarationFile: string): string {
  const typesModule = relativeImport(declarationFile, join(ENGINE_DIR, 'compiled-validate-function'));
  return [
    `// ${GENERATED_HEADER}`,
    `import type { CompiledValidateFunction } from '${typesModule}';`,
    '',
    `declare const validators: Readonly<Record<${kinds.map((kind) => `'${kind}'`).join(' | ') || 'never'}, CompiledValidateFunction>>;`,
    'export default validators;',
    '',
  ].join('\n');
}

async function typesModule(schemas: ReadonlyMap<string, Record<string, unknown>>): Promise<string> {
  const parts: string[] = [`// ${GENERATED_HEADER}`, ''];
  for (const [kind, schema] of schemas) {
    const { $id: _id, $schema: _schema, $comment: comment, ...rest } = schema;
    const name = `${pascalCase(kind)}Message`;
    const source = await compile({ ...rest, description: typeof comment === 'string' ? comment : undefined }, name, {
      bannerComment: '',
      additionalProperties: false,
      unknownAny: true,
      format: true,
    });
    parts.push(source.trim(), '');
  }
  const kinds = [...schemas.keys()];
  parts.push('/** Every message kind of schemas/messages and its payload type. */');
  parts.push(`export interface MessageOfKind {\n${kinds.map((kind) => `  '${kind}': ${pascalCase(kind)}Message;`).join('\n')}\n}`, '');
  parts.push(`export const MESSAGE_KINDS = [${kinds.map((kind) => `'${kind}'`).join(', ')}] as const;`, '');
  return parts.join('\n');
}

/**
 * The provider bridge's generated files: `src/generated/messages/validators.js` (+ `.d.ts`) and
 * `types.ts`. Nothing when the content root has no `schemas/messages`.
 */
export async function messageValidatorFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const kinds = messageKinds(root);
  if (kinds.length === 0) return files;
  const schemas = new Map(kinds.map((kind) => [kind, readJson(join(root, MESSAGE_SCHEMA_DIR, `${kind}${SCHEMA_SUFFIX}`)) as Record<string, unknown>]));
  const out = (name: string) => join(root, MESSAGE_OUT_DIR, name);
  files.set(`${MESSAGE_OUT_DIR}/validators.js`, validatorModule(schemas, out('validators.js')));
  files.set(`${MESSAGE_OUT_DIR}/validators.d.ts`, declaration(kinds, out('validators.d.ts')));
  files.set(`${MESSAGE_OUT_DIR}/types.ts`, await typesModule(schemas));
  return files;
}
