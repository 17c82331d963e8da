import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from '../../../src/engine/cashier/qr-code-path';

/** The dark modules the path draws, read back from its unit rectangles (`M x y h n v1 h-n z`). */
function modulesOf(path: string): Set<string> {
  const dark = new Set<string>();
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [, x = '0', y = '0', run = '0', back = '0'] = match;
    expect(back).toBe(run);
    for (let col = Number(x); col < Number(x) + Number(run); col += 1) dark.add(`${y}:${col}`);
  }
  return dark;
}

describe('qrCodePath (terminal QR, spec 2 §9 950001)', () => {
  const text = 'TERMINALPAY|dep-1a2b3c4d|5000.00|HUF';

  it('draws exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const drawn = qrCodePath(text);
    if (!drawn) throw new Error('no code');
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const count = code.getModuleCount();
    expect(drawn.size).toBe(count + 8);
    const expected = new Set<string>();
    for (let row = 0; row < count; row += 1) for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) expected.add(`${row + 4}:${col + 4}`);
    expect(modulesOf(drawn.path)).toEqual(expected);
    // the path is nothing but unit-height rectangles (no text, no markup)
    expect(drawn.path.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
  });

  it('has the three finder patterns a scanner looks for (7×7 dark ring in three corners)', () => {
    const drawn = qrCodePath(text);
    if (!drawn) throw new Error('no code');
    const dark = modulesOf(drawn.path);
    const inner = drawn.size - 8;
    for (const [top, left] of [[4, 4], [4, 4 + inner - 7], [4 + inner - 7, 4]] as const) {
      for (let step = 0; step < 7; step += 1) {
        expect(dark.has(`${top}:${left + step}`)).toBe(true);
        expect(dark.has(`${top + 6}:${left + step}`)).toBe(true);
        expect(dark.has(`${top + step}:${left}`)).toBe(true);
        expect(dark.has(`${top + step}:${left + 6}`)).toBe(true);
      }
      expect(dark.has(`${top + 1}:${left + 1}`)).toBe(false);
      expect(dark.has(`${top + 3}:${left + 3}`)).toBe(true);
    }
    // nothing is drawn in the quiet zone
    for (const key of dark) {
      const [row = 0, col = 0] = key.split(':').map(Number);
      expect(row >= 4 && row < 4 + inner && col >= 4 && col < 4 + inner).toBe(true);
    }
  });

  it('grows with the text and refuses an empty or over-long one', () => {
    const short = qrCodePath('A');
    const long = qrCodePath('x'.repeat(300));
    expect(short?.size).toBe(21 + 8);
    expect((long?.size ?? 0) > (short?.size ?? 0)).toBe(true);
    expect(qrCodePath('')).toBeUndefined();
    expect(qrCodePath('x'.repeat(1025))).toBeUndefined();
  });
});
