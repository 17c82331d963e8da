/**
 * Root uiSchema key through which SchemaForm tells the object template which page to show.
 * Internal: content never writes it (the content check allows only the documented ui keys).
 */
export const CURRENT_PAGE_KEY = 'ui:currentPage';
