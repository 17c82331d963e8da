import { formPages } from './form-pages';

/**
 * Top-level fields a form shows for `page`; undefined means the whole form. An unknown page id
 * throws: a flow naming a page the form lacks is a content error, not an empty step.
 */
export function pageScope(ui: Record<string, unknown>, page: string | undefined): readonly string[] | undefined {
  if (page === undefined) return undefined;
  const found = formPages(ui).find((candidate) => candidate.id === page);
  if (!found) throw new Error(`Form has no page "${page}" in ui:pages`);
  return found.fields;
}
