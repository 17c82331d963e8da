import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/catalogues/format-file-size';

describe('formatFileSize', () => {
  it('shows bytes / 1048576 in MB with 0–2 decimals', () => {
    expect(formatFileSize(5242880)).toBe('5 MB');
    expect(formatFileSize(1572864)).toBe('1,5 MB');
    expect(formatFileSize(1048576 * 0.1)).toBe('0,1 MB');
    expect(formatFileSize(1048576 * 1024 * 3)).toBe('3.072 MB');
    expect(formatFileSize(1)).toBe('0 MB');
    expect(formatFileSize(0)).toBe('0 MB');
  });

  it('agrees with exact rational rounding for any size, without float noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const text = formatFileSize(bytes);
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*(,\d{1,2})? MB$/);
        const hundredths = Math.round((bytes * 100) / 1048576);
        const shown = Number(text.replace(' MB', '').replace(/\./g, '').replace(',', '.'));
        expect(Math.round(shown * 100)).toBe(hundredths);
      }),
    );
  });
});
