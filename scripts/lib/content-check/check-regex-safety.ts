import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isSafePattern, toFriendly } from 'redos-detector';
import ts from 'typescript';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonValue } from '../../../src/engine/json-value';
import type { ContentError } from './content-error';
import { pointerJoin } from './pointer-join';

/** Content folders whose JSON files hold schemas, overlays (`schema` merge patches) and method files. */
export const REGEX_CONTENT_DIRS = ['schemas/forms', 'schemas/cashier'] as const;
/** Code folder whose regular expressions back the custom formats. */
export const FORMATS_DIR = 'src/engine/formats';

// Subtrees that hold data or our extensions, not schemas: a "pattern" key there is no keyword.
const NOT_SCHEMA_KEYS = new Set(['enum', 'const', 'default', 'examples']);

/** One regular expression found in content or code, and where. */
export interface FoundRegex {
  file: string;
  pointer: string;
  source: string;
  flags: string;
  what: string;
}

function filesUnder(root: string, dir: string, extension: string): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => relative(root, join(absolute, name)).split(sep).join('/'))
    .sort();
}

/** Every `pattern` keyword and `patternProperties` key of a schema-shaped JSON document (overlays and method files included). */
export function schemaRegexes(file: string, json: JsonValue): FoundRegex[] {
  const found: FoundRegex[] = [];
  const visit = (node: JsonValue, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, pointerJoin(pointer, index)));
      return;
    }
    if (!isJsonObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const at = pointerJoin(pointer, key);
      if (key === 'pattern' && typeof child === 'string') {
        found.push({ file, pointer: at, source: child, flags: 'u', what: 'pattern' });
        continue;
      }
      if (key === 'patternProperties' && isJsonObject(child)) {
        for (const name of Object.keys(child)) found.push({ file, pointer: pointerJoin(at, name), source: name, flags: 'u', what: 'patternProperties key' });
      }
      if (key.startsWith('x-') || NOT_SCHEMA_KEYS.has(key)) continue;
      visit(child, at);
    }
  };
  visit(json, '');
  return found;
}

/** Every regular expression literal and `RegExp('…')` / `new RegExp('…')` with a literal pattern in a TypeScript file. */
export function codeRegexes(file: string, text: string): FoundRegex[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const at = (node: ts.Node) => `line ${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ file, pointer: at(node), source: literal.slice(1, end), flags: literal.slice(end + 1), what: 'regular expression' });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      if (pattern && ts.isStringLiteralLike(pattern)) {
        const flagText = flags && ts.isStringLiteralLike(flags) ? flags.text : '';
        found.push({ file, pointer: at(node), source: pattern.text, flags: flagText, what: 'regular expression' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The detector's verdict on one expression: undefined when it is proven safe, else why not. */
export function regexProblem(source: string, flags: string): string | undefined {
  try {
    new RegExp(source, flags);
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
  const result = isSafePattern(source, {
    caseInsensitive: flags.includes('i'),
    dotAll: flags.includes('s'),
    multiLine: flags.includes('m'),
    unicode: flags.includes('u') || flags.includes('v'),
    timeout: 5000,
  });
  if (result.safe) return undefined;
  const friendly = toFriendly(result).split('\n').filter((line) => line !== '' && !line.startsWith('Pattern was downgraded'));
  const reason = result.error === 'timedOut' || result.error === 'hitMaxSteps' ? `the detector could not prove it safe (${result.error})` : (friendly[0] ?? 'not safe');
  return `can backtrack super-linearly (ReDoS): ${reason} — make every input match one way (redos-detector)`;
}

/**
 * Every `pattern` (and `patternProperties` key) in form schemas, overlays and cashier method files,
 * and every regular expression of the custom formats, through redos-detector. ajv runs with
 * allErrors, so a pattern also runs on hostile and over-long values (guarded by length at runtime,
 * see src/engine/ajv-runtime/guarded-reg-exp.ts; this keeps the cost of the allowed lengths linear).
 */
export function checkRegexSafety(root: string): ContentError[] {
  const found: FoundRegex[] = [];
  for (const dir of REGEX_CONTENT_DIRS) {
    for (const file of filesUnder(root, dir, '.json')) {
      let json: JsonValue;
      try {
        json = JSON.parse(readFileSync(join(root, file), 'utf8')) as JsonValue;
      } catch {
        continue; // the meta-schema checks report unreadable files
      }
      found.push(...schemaRegexes(file, json));
    }
  }
  for (const file of filesUnder(root, FORMATS_DIR, '.ts')) found.push(...codeRegexes(file, readFileSync(join(root, file), 'utf8')));

  const verdicts = new Map<string, string | undefined>();
  const errors: ContentError[] = [];
  for (const regex of found) {
    const key = `${regex.flags}/${regex.source}`;
    if (!verdicts.has(key)) verdicts.set(key, regexProblem(regex.source, regex.flags));
    const problem = verdicts.get(key);
    if (problem) errors.push({ file: regex.file, pointer: regex.pointer, message: `${regex.what} /${regex.source}/${regex.flags} ${problem}` });
  }
  return errors;
}
