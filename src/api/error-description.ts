/** A param whose text is itself an i18n key (a provider name, a field label). */
export interface TranslatedParam {
  key: string;
  defaultValue: string;
}

export type ErrorParam = string | number | Date | string[] | TranslatedParam | TranslatedParam[];

/** What to show for an error: the i18n key and its placeholder values, before translation. */
export interface ErrorDescription {
  key: string;
  params: Record<string, ErrorParam>;
}
