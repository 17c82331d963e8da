import type { RJSFSchema, SchemaUtilsType, UiSchema } from '@rjsf/utils';

/**
 * Top-level fields the form renders for `data`: properties of the schema resolved against the
 * data (if/then branches), on the current page, without a hidden widget.
 */
export function shownFields(
  schemaUtils: SchemaUtilsType,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  data: Record<string, unknown>,
  scope: readonly string[] | undefined,
): Set<string> {
  const resolved = schemaUtils.retrieveSchema(schema, data);
  const names = Object.keys(resolved.properties ?? {});
  return new Set(
    names.filter((name) => {
      if (scope && !scope.includes(name)) return false;
      const fieldUi = uiSchema[name] as UiSchema | undefined;
      return fieldUi?.['ui:widget'] !== 'hidden';
    }),
  );
}
