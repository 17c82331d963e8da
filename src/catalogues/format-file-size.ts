import { formatDecimal } from './format-decimal';

const BYTES_PER_MB = 1048576n;

/**
 * A file size in MB as the upload rules show it (spec 3 §9: bytes / 1048576), German format
 * with 0–2 decimals: 5242880 → "5 MB", 1572864 → "1,5 MB". Integer arithmetic, so 0.1 MB
 * steps never show float noise.
 */
export function formatFileSize(bytes: number): string {
  const whole = BigInt(Math.max(0, Math.trunc(bytes)));
  // hundredths of a MB, rounded half up
  const hundredths = (whole * 200n + BYTES_PER_MB) / (BYTES_PER_MB * 2n);
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  return `${formatDecimal(text, { minimumFractionDigits: 0 }) ?? text} MB`;
}
