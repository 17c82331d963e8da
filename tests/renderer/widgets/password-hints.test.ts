import { describe, expect, it } from 'vitest';
import { passwordHints } from '../../../src/renderer/widgets/password-hints';

const strong = { fe: { passwordStrength: 'strong', passwordLimits: { min: 8, max: 64 } } };

describe('passwordHints', () => {
  it('evaluates each hint and takes limits from settings', () => {
    expect(passwordHints(['minLength', 'uppercaseAndDigit', 'specialSymbol', 'noRepeats'], 'Abcdef1!', strong)).toEqual([
      { check: 'minLength', params: { limit: 8 }, met: true },
      { check: 'uppercaseAndDigit', params: {}, met: true },
      { check: 'specialSymbol', params: {}, met: true },
      { check: 'noRepeats', params: {}, met: true },
    ]);
    expect(passwordHints(['noRepeats', 'uppercaseAndDigit'], 'aaab', strong).map((hint) => hint.met)).toEqual([false, false]);
  });

  it('hides strong-mode hints under the standard policy', () => {
    expect(passwordHints(['minLength', 'specialSymbol', 'noRepeats'], 'x', { fe: { passwordStrength: 'standard' } }).map((hint) => hint.check)).toEqual(['minLength']);
  });

  it('lets a hint give its own limit', () => {
    expect(passwordHints([{ check: 'minLength', params: { limit: 12 } }], 'Abcdef1!', strong)[0]).toMatchObject({ params: { limit: 12 }, met: false });
  });

  it('throws on a hint name it does not know', () => {
    expect(() => passwordHints(['uppercase'], 'A', strong)).toThrow('Unknown password hint "uppercase"');
  });
});
