/** One file of a variant's chain the editor offers. */
export interface LayerFile {
  path: string;
  kind: 'market' | 'method' | 'methodMarket' | 'baseSchema' | 'baseUi' | 'other';
  /** a method × market overlay holds one patch per direction */
  direction?: 'deposit' | 'withdrawal';
}

/** The files of the chain base → market → method → method × market, the most specific first. */
export function layerFiles(form: { id: string; direction?: 'deposit' | 'withdrawal' }, market: string, method: string | undefined): LayerFile[] {
  const files: LayerFile[] = [];
  if (method !== undefined && form.direction !== undefined) {
    files.push({ path: `schemas/cashier/methods/${method}/markets/${market}.json`, kind: 'methodMarket', direction: form.direction });
    files.push({ path: `schemas/cashier/methods/${method}/${form.direction}.json`, kind: 'method' });
  }
  files.push({ path: `schemas/forms/${form.id}/markets/${market}.json`, kind: 'market' });
  files.push({ path: `schemas/forms/${form.id}/schema.json`, kind: 'baseSchema' }, { path: `schemas/forms/${form.id}/ui.json`, kind: 'baseUi' });
  return files;
}

/** Overlay files must name the rule they implement ($comment) before they are saved. */
export function needsRule(path: string): boolean {
  return /^schemas\/forms\/[^/]+\/markets\/|^schemas\/cashier\/methods\//.test(path);
}

/** The text's `$comment`, trimmed; "" when missing or the text does not parse. */
export function ruleOf(text: string): string {
  try {
    const json = JSON.parse(text) as unknown;
    return json !== null && typeof json === 'object' && '$comment' in json && typeof json.$comment === 'string' ? json.$comment.trim() : '';
  } catch {
    return '';
  }
}

/** A new overlay: the rule first, then empty merge patches (one per direction for a method × market overlay). */
export function overlayTemplate(rule: string, direction?: 'deposit' | 'withdrawal'): string {
  const patch = { schema: {}, ui: {} };
  return `${JSON.stringify(direction === undefined ? { $comment: rule, ...patch } : { $comment: rule, [direction]: patch }, null, 2)}\n`;
}
