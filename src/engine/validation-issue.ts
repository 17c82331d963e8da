/**
 * One problem with one field (or with the whole form when `field` is "").
 * `field` is a JSON pointer into the form data ("/password"); `code` is a
 * catalogue name ("required", "regex", "requireSpecialSymbol", …) whose text
 * lives under the i18n key `validation.<code>`; `params` fill its placeholders.
 */
export interface ValidationIssue {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}
