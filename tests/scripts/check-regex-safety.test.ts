import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { checkRegexSafety, codeRegexes, regexProblem } from '../../scripts/lib/content-check/check-regex-safety';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import { cashierContent } from './cashier-content';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, baseContent, removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function check(change: (files: ContentFiles) => void, files: ContentFiles = baseContent()): string[] {
  change(files);
  const root = writeContent(files);
  roots.push(root);
  return checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError);
}

const NOT_SAFE = 'can backtrack super-linearly (ReDoS): Regex is not safe. There could be infinite backtracks. — make every input match one way (redos-detector)';
const OLD_EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';

describe('content check: every pattern and format regex through a ReDoS detector', () => {
  it('fails the old quadratic e-mail pattern of login in a form schema, with file and pointer', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/schema.json'] as Json).properties.zipCode.pattern = OLD_EMAIL;
    });
    expect(errors).toEqual([`schemas/forms/signup/schema.json: /properties/zipCode/pattern: pattern /${OLD_EMAIL}/u ${NOT_SAFE}`]);
  });

  it('fails a planted (a+)+$ in a market overlay and in a conditional branch, naming the file that holds it', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/markets/ROU.json'] as Json).schema.properties = { zipCode: { pattern: '^(a+)+$' } };
      (files['schemas/forms/signup/schema.json'] as Json).allOf[0].then.properties.zipCode.pattern = '^(\\d+)*$';
    });
    expect(errors).toEqual([
      `schemas/forms/signup/markets/ROU.json: /schema/properties/zipCode/pattern: pattern /^(a+)+$/u ${NOT_SAFE}`,
      `schemas/forms/signup/schema.json: /allOf/0/then/properties/zipCode/pattern: pattern /^(\\d+)*$/u ${NOT_SAFE}`,
    ]);
  });

  it('fails a bad pattern in a cashier method file', () => {
    const errors = check((files) => {
      (files['schemas/cashier/methods/card/deposit.json'] as Json).schema.properties.cardNumber.pattern = '^([0-9]+ ?)*$';
    }, cashierContent());
    expect(errors).toEqual([`schemas/cashier/methods/card/deposit.json: /schema/properties/cardNumber/pattern: pattern /^([0-9]+ ?)*$/u ${NOT_SAFE}`]);
  });

  it('fails a bad regular expression behind a custom format (src/engine/formats)', () => {
    const errors = check((files) => {
      files['src/engine/formats/planted.ts'] = "export const planted = (value: string) =>\n  /^(\\w+\\s?)*$/.test(value);\n";
    });
    expect(errors).toEqual([`src/engine/formats/planted.ts: line 2: regular expression /^(\\w+\\s?)*$/ ${NOT_SAFE}`]);
  });

  it('checks patternProperties keys and ignores "pattern" as data or as an x-errorCode key', () => {
    const errors = check((files) => {
      const schema = files['schemas/forms/signup/schema.json'] as Json;
      schema.properties.zipCode['x-errorCode'] = { pattern: '(a+)+' };
      schema.properties.zipCode.default = '(a+)+';
      schema.properties.extra = { type: 'object', patternProperties: { '^(a+)+$': { type: 'string' } } };
    });
    expect(errors.filter((error) => error.includes('ReDoS'))).toEqual([
      `schemas/forms/signup/schema.json: /properties/extra/patternProperties/^(a+)+$: patternProperties key /^(a+)+$/u ${NOT_SAFE}`,
    ]);
  });

  it('passes every pattern and format of this repository', () => {
    expect(checkRegexSafety(process.cwd()).map(formatContentError)).toEqual([]);
  });

  it('finds literals and RegExp constructors in code', () => {
    const found = codeRegexes('f.ts', "const a = /^x+$/i;\nconst b = new RegExp('^y$', 'u');\nconst c = RegExp(\"z\");\n");
    expect(found.map(({ pointer, source, flags }) => [pointer, source, flags])).toEqual([
      ['line 1', '^x+$', 'i'],
      ['line 2', '^y$', 'u'],
      ['line 3', 'z', ''],
    ]);
    expect(regexProblem('(', 'u')).toMatch(/^is not a valid regular expression/);
  });
});
