import { describe, expect, it } from 'vitest';
import { date } from '../../../src/engine/formats/date';

describe('date format', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    for (const value of ['2000-01-01', '2024-02-29', '1999-12-31']) expect(date(value), value).toBe(true);
  });
  it('rejects impossible dates and other shapes', () => {
    for (const value of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-5', '05.01.2024', '2024-01-01T00:00:00Z', '']) {
      expect(date(value), value).toBe(false);
    }
  });
});
