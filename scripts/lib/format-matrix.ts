import type { MarketMatrix } from './market-matrix';

/** The matrix as a plain-text table followed by the reasons each market differs. */
export function formatMatrix(matrix: MarketMatrix): string {
  const header = ['field', ...matrix.markets];
  const body = matrix.rows.map((row) => [row.field, ...matrix.markets.map((market) => row.cells[market] ?? '')]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ').trimEnd();
  const table = [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)];
  const withMethod = matrix.method !== undefined;
  const reasons = matrix.reasons.flatMap(({ market, overlay, settings, methodMarket }) => [
    `${market}`,
    `  form overlay: ${overlay ?? '— (base form)'}`,
    ...(withMethod ? [`  method × market overlay: ${methodMarket ?? '—'}`] : []),
    `  settings: ${settings ?? '— (platform defaults)'}`,
  ]);
  const title = withMethod ? `Market matrix: ${matrix.formId} × method ${matrix.method}` : `Market matrix: ${matrix.formId}`;
  const methodLines = withMethod
    ? [`Method overlay: ${matrix.reasons.find((reason) => reason.method !== undefined)?.method ?? '— (no fields of its own)'}`, '']
    : matrix.methods.length > 0
      ? [`Base fields only. Payment methods: ${matrix.methods.join(', ')} (npm run matrix -- ${matrix.formId} --method <id>)`, '']
      : [];
  return [title, '', ...methodLines, ...table, '', 'Reasons', ...reasons, ''].join('\n');
}
