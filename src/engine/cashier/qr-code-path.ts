import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: `size` modules square (quiet zone included), dark modules drawn by `path`. */
export interface QrCodePath {
  size: number;
  path: string;
}

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;
/** The longest text a terminal code carries (version 40, level M holds 2331 bytes; payment references are short). */
const MAX_TEXT = 1024;

/**
 * The module matrix of a QR code for `text` (byte mode, error correction M, the smallest version
 * that fits), as one SVG path of unit squares: horizontal runs of dark modules become one
 * rectangle each. Drawn by React as a <path>, so nothing is parsed as HTML and no script or data
 * URL is made (strict CSP). Undefined for an empty or over-long text.
 */
export function qrCodePath(text: string): QrCodePath | undefined {
  if (text === '' || text.length > MAX_TEXT) return undefined;
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: parts.join('') };
}
