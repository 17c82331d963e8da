/** One step of a multi-step form, from the root uiSchema `ui:pages`. */
export interface FormPage {
  id: string;
  /** i18n keys */
  title?: string;
  description?: string;
  /** top-level property names, in display order */
  fields: string[];
}

function isPage(value: unknown): value is FormPage {
  if (value === null || typeof value !== 'object') return false;
  const page = value as Record<string, unknown>;
  return typeof page.id === 'string' && Array.isArray(page.fields) && page.fields.every((field) => typeof field === 'string');
}

/** The pages a root uiSchema declares (none for a single-step form). */
export function formPages(ui: Record<string, unknown> | undefined): FormPage[] {
  const pages = ui?.['ui:pages'];
  return Array.isArray(pages) ? pages.filter(isPage) : [];
}
