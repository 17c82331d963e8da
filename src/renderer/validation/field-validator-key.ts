/**
 * The key of a top-level field's own validator in a generated validator module (beside the
 * whole-form validator under the form's `$id`): what SchemaForm runs when the player leaves
 * that field, so a blur costs the field, not the form. `npm run gen` emits one for every field
 * no condition of the schema reads (scripts/lib/field-validator-schemas.ts).
 */
export function fieldValidatorKey(formId: string, field: string): string {
  return `${formId}/fields/${encodeURIComponent(field)}`;
}
