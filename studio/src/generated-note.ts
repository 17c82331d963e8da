import type { TFunction } from 'i18next';
import type { SaveResult } from './studio-client';

/**
 * What a save did to src/generated, for the save's message: written again by gen's code (how many
 * files, how long), already up to date, or why it could not be (the content is saved; `npm run gen`
 * is then needed before `npm test`). Empty after a save that does not reach gen (fixtures alone).
 */
export function generatedNote(t: TFunction, result: Pick<SaveResult, 'generated' | 'generateError'>): string {
  if (result.generateError !== undefined) return t('generated.failed', { reason: result.generateError });
  const report = result.generated;
  if (report === undefined) return '';
  const count = report.written.length + report.removed.length;
  return count === 0 ? t('generated.unchanged', { ms: report.ms }) : t('generated.written', { count, ms: report.ms });
}
