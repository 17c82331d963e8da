import type { UiSchema } from '@rjsf/utils';
import { CURRENT_PAGE_KEY } from '../templates/current-page-key';

/**
 * The uiSchema rjsf gets: the variant's, plus the page to show, the fields the caller locks
 * (e.g. profile data the player may not change here) and the fields it does not show (the hidden
 * widget: carried in the data, no label, no control).
 */
export function formUiSchema(
  ui: Record<string, unknown>,
  page: string | undefined,
  readonlyFields: readonly string[] | undefined,
  hiddenFields?: readonly string[],
): UiSchema {
  const out: Record<string, unknown> = { ...ui };
  if (page !== undefined) out[CURRENT_PAGE_KEY] = page;
  for (const entry of readonlyFields ?? []) {
    const name = entry.replace(/^\//, '');
    const fieldUi = out[name];
    out[name] = { ...(fieldUi && typeof fieldUi === 'object' ? fieldUi : {}), 'ui:readonly': true };
  }
  for (const entry of hiddenFields ?? []) {
    const name = entry.replace(/^\//, '');
    const fieldUi = out[name];
    out[name] = { ...(fieldUi && typeof fieldUi === 'object' ? fieldUi : {}), 'ui:widget': 'hidden' };
  }
  return out as UiSchema;
}
