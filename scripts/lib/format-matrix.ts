import type { MarketMatrix } from './market-matrix';

/** The matrix as a plain-text table followed by the reasons each market differs. */
export function formatMatrix(matrix: MarketMatrix): string {
  const header = ['field', ...matrix.markets];
  const body = matrix.rows.map((row) => [row.field, ...matrix.markets.map((market) => row.cells[market] ?? '')]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ').trimEnd();
  const table = [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)];
  const reasons = matrix.reasons.flatMap(({ market, overlay, settings }) => [
    `${market}`,
    `  form overlay: ${overlay ?? '— (base form)'}`,
    `  settings: ${settings ?? '— (platform defaults)'}`,
  ]);
  return [`Market matrix: ${matrix.formId}`, '', ...table, '', 'Reasons', ...reasons, ''].join('\n');
}
