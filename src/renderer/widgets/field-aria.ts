import { descriptionId, errorId, helpId, type RJSFSchema, type UiSchema } from '@rjsf/utils';

export interface FieldAriaInput {
  id: string;
  rawErrors?: string[];
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  required?: boolean;
}

export interface FieldAria {
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * ARIA state of a field's control: invalid while it shows an error, described by the error,
 * description and help elements that the templates actually render (ids of absent elements
 * would point nowhere).
 */
export function fieldAria({ id, rawErrors, schema, uiSchema, required }: FieldAriaInput): FieldAria {
  const hasErrors = (rawErrors?.length ?? 0) > 0;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const help = uiSchema?.['ui:help'] ?? options.help;
  const description = uiSchema?.['ui:description'] ?? options.description ?? schema.description;
  const ids = [
    hasErrors ? errorId(id) : undefined,
    description ? descriptionId(id) : undefined,
    help ? helpId(id) : undefined,
  ].filter((value): value is string => value !== undefined);
  return {
    'aria-invalid': hasErrors,
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
}
