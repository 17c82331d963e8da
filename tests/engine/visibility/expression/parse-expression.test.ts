import { describe, expect, it } from 'vitest';
import { ExpressionError } from '../../../../src/engine/visibility/expression/expression-error';
import { expressionPaths } from '../../../../src/engine/visibility/expression/expression-paths';
import { parseExpression } from '../../../../src/engine/visibility/expression/parse-expression';

describe('parseExpression', () => {
  it('parses comparisons, logic, negation, parentheses, paths and literals', () => {
    expect(parseExpression("!(player.loggedIn && wallet.promo >= 10.5) || appliedCountry == 'SWE'")).toEqual({
      kind: 'logical',
      operator: '||',
      left: {
        kind: 'not',
        operand: {
          kind: 'logical',
          operator: '&&',
          left: { kind: 'path', segments: ['player', 'loggedIn'] },
          right: { kind: 'compare', operator: '>=', left: { kind: 'path', segments: ['wallet', 'promo'] }, right: { kind: 'number', value: '10.5' } },
        },
      },
      right: { kind: 'compare', operator: '==', left: { kind: 'path', segments: ['appliedCountry'] }, right: { kind: 'literal', value: 'SWE' } },
    });
  });

  it('knows true, false, null, double-quoted strings and negative numbers', () => {
    expect(parseExpression('true')).toEqual({ kind: 'literal', value: true });
    expect(parseExpression('null')).toEqual({ kind: 'literal', value: null });
    expect(parseExpression('"x y"')).toEqual({ kind: 'literal', value: 'x y' });
    expect(parseExpression('a > -1')).toMatchObject({ right: { kind: 'number', value: '-1' } });
  });

  it('&& binds tighter than ||', () => {
    expect(parseExpression('a || b && c')).toMatchObject({ operator: '||', right: { operator: '&&' } });
  });

  it('lists the paths an expression reads', () => {
    expect(expressionPaths(parseExpression('a.b == 1 && !(c || d.e.f)'))).toEqual(['a.b', 'c', 'd.e.f']);
  });

  it.each([
    ['', 'unexpected end'],
    ['a ==', 'unexpected end'],
    ['(a', 'missing ")"'],
    ['a b', 'unexpected "b"'],
    ["'open", 'unterminated string'],
    ['a = 1', 'unexpected character "="'],
    ['a.', 'expected a name after "."'],
    ['a == 1 == 2', 'unexpected "=="'],
  ])('rejects %j (%s)', (source, message) => {
    expect(() => parseExpression(source)).toThrow(ExpressionError);
    expect(() => parseExpression(source)).toThrow(message);
  });

  it.each([
    'constructor',
    'player.__proto__',
    'wallet.constructor.prototype',
    'a.prototype == 1',
    '__proto__.polluted',
  ])('rejects the prototype-reaching path %j', (source) => {
    expect(() => parseExpression(source)).toThrow(/forbidden name/);
  });

  it.each([
    'alert(1)',
    'process.exit()',
    'globalThis["x"]',
    'a[0]',
    'x = 1',
    '`${1}`',
    'a; b',
    '() => 1',
    'new Function("x")',
    'a + b',
    'a ? b : c',
  ])('has no syntax for calls, indexing, assignment or code: %j', (source) => {
    expect(() => parseExpression(source)).toThrow(ExpressionError);
  });

  it('bounds nesting, length and token count', () => {
    expect(() => parseExpression(`${'('.repeat(40)}a${')'.repeat(40)}`)).toThrow(/nested too deeply/);
    expect(() => parseExpression('!'.repeat(60) + 'a')).toThrow(/nested too deeply/);
    expect(() => parseExpression('a'.repeat(501))).toThrow(/longer than/);
    expect(() => parseExpression(Array.from({ length: 120 }, () => 'a').join('&&'))).toThrow(/too many tokens/);
    expect(parseExpression(`${'('.repeat(10)}a${')'.repeat(10)}`)).toEqual({ kind: 'path', segments: ['a'] });
  });
});
