import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../../src/engine/visibility/expression/evaluate-condition';
import { evaluateExpression } from '../../../../src/engine/visibility/expression/evaluate-expression';
import { parseExpression } from '../../../../src/engine/visibility/expression/parse-expression';
import { menuExpressionScope } from '../../../../src/engine/visibility/menu-expression-scope';

const scope = menuExpressionScope({
  'player.loggedIn': true,
  'player.verified': false,
  'player.country': 'HUN',
  'wallet.promo': '5000.50',
  'wallet.freeSpins': 20,
  appliedCountry: 'SWE',
});

const holds = (source: string) => evaluateCondition(source, scope);

describe('evaluateExpression', () => {
  it.each([
    ['player.loggedIn', true],
    ['!player.verified', true],
    ['player.loggedIn && player.verified', false],
    ['player.verified || appliedCountry == "SWE"', true],
    ["appliedCountry != 'SWE'", false],
    ['wallet.promo >= 5000.5', true],
    ['wallet.promo > 5000.50', false],
    ['wallet.promo < 10000', true],
    ['wallet.freeSpins > 0', true],
    ['wallet.freeSpins == 20.00', true],
    ['(player.loggedIn || player.verified) && !(wallet.promo <= 0)', true],
    ['wallet.cash == null', true],
    ['player.missing == null', true],
    ['player.missing > 0', false],
    ['player.country > 1', false],
    ["player.country == 'HUN'", true],
  ])('%s → %s', (source, expected) => {
    expect(holds(source)).toBe(expected);
  });

  it('only exactly true counts as holding', () => {
    expect(holds('wallet.freeSpins')).toBe(false);
    expect(holds('player.country')).toBe(false);
    expect(holds("'true'")).toBe(false);
  });

  it('reads only own properties of plain objects', () => {
    const hostile = Object.create({ inherited: true }) as Record<string, unknown>;
    hostile.own = true;
    const withClass = { date: new Date(0), map: new Map([['size', 1]]), list: [true] };
    expect(evaluateExpression(parseExpression('inherited'), hostile as never)).toBeUndefined();
    expect(evaluateExpression(parseExpression('toString'), {})).toBeUndefined();
    expect(evaluateExpression(parseExpression('hasOwnProperty'), {})).toBeUndefined();
    expect(evaluateExpression(parseExpression('date'), withClass as never)).toBeUndefined();
    expect(evaluateExpression(parseExpression('map.size'), withClass as never)).toBeUndefined();
    expect(evaluateExpression(parseExpression('list.length'), withClass as never)).toBeUndefined();
  });

  it('an unparsable expression answers the caller’s fallback', () => {
    expect(evaluateCondition('a ==', scope)).toBe(false);
    expect(evaluateCondition('a ==', scope, true)).toBe(true);
    expect(evaluateCondition('constructor.constructor("return process")()', scope, true)).toBe(true);
  });

  it('the scope has no prototype to pollute', () => {
    expect(Object.getPrototypeOf(scope)).toBeNull();
    expect(Object.getPrototypeOf(scope.player)).toBeNull();
  });

  it('arbitrary strings never throw out of the evaluator nor touch globals or prototypes', () => {
    const globalsBefore = Object.getOwnPropertyNames(globalThis).sort();
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const fragments = fc.constantFrom(
      'player', 'loggedIn', '.', '__proto__', 'constructor', 'prototype', '(', ')', '!', '&&', '||', '==', '!=',
      '<', '>=', "'", '"', '1', '-2.5', 'true', 'null', ' ', 'globalThis', 'process', '[', ']', '=', ';', '`', '\\',
    );
    const sources = fc.oneof(fc.string({ maxLength: 80 }), fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(sources, fc.boolean(), (source, fallback) => {
        const result = evaluateCondition(source, scope, fallback);
        expect(typeof result).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(globalsBefore);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
  });
});
