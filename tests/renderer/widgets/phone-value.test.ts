import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from '../../../src/renderer/widgets/phone-value';

describe('phone value', () => {
  it('composes +<calling code><digits>', () => {
    expect(composePhone('HU', '20 123-4567')).toBe('+36201234567');
    expect(composePhone('HU', '06 20 123 4567')).toBe('+36201234567');
    expect(composePhone('SE', '070-123 45 67')).toBe('+46701234567');
  });

  it('is empty without a number or a country', () => {
    expect(composePhone('HU', '  ')).toBeUndefined();
    expect(composePhone(undefined, '201234567')).toBeUndefined();
  });

  it('splits a stored value back', () => {
    expect(splitPhone('+36201234567', 'SE')).toEqual({ country: 'HU', national: '201234567' });
    expect(splitPhone(undefined, 'SE')).toEqual({ country: 'SE', national: '' });
  });
});
