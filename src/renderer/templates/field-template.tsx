import { memo } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import { formContextOf } from '../form-state/form-context-of';
import { useFieldErrors } from '../form-state/use-field-errors';
import { FieldErrors } from './field-errors';
import { RequiredMarker } from './required-marker';
import { widgetLayout } from './widget-layout';

/**
 * Frame of one field: label (or legend for grouped controls) with the required marker, the
 * widget, its description, errors and help. Labels are i18n keys from the schema `title`.
 */
function FieldTemplateFn(props: FieldTemplateProps) {
  const { id, label, children, help, description, hidden, required, displayLabel, rawErrors, schema, uiSchema, registry, rawDescription } = props;
  const { t } = useFieldTranslation();
  // the field's messages from SchemaForm's error store: a blur renders the fields whose messages changed
  const shownErrors = useFieldErrors(registry, id, rawErrors);
  const errors = <FieldErrors id={id} errors={shownErrors} />;
  if (schema.type === 'object' || schema.type === 'array') {
    return (
      <div className="sf-group">
        {children}
        {errors}
      </div>
    );
  }
  const layout = hidden ? 'hidden' : widgetLayout(schema, uiSchema);
  if (layout === 'hidden') return children;
  if (uiSchema?.['ui:widget'] === 'campaignSelect' && noCampaigns(registry)) return null;

  const invalid = (shownErrors?.length ?? 0) > 0;
  const widgetName = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : String(schema.type ?? 'field');
  const className = `sf-field sf-field--${widgetName}${invalid ? ' sf-field--invalid' : ''}`;
  const labelClass = displayLabel === false ? 'sf-field__label sf-visually-hidden' : 'sf-field__label';
  const text = t(label);
  const body = (
    <>
      {rawDescription ? description : null}
      {children}
      {errors}
      {help}
    </>
  );

  if (layout === 'group') {
    return (
      <fieldset className={className}>
        <legend className={labelClass} id={`${id}__label`}>
          {text}
          {required && <RequiredMarker />}
        </legend>
        {body}
      </fieldset>
    );
  }
  if (layout === 'inline') return <div className={className}>{body}</div>;
  return (
    <div className={className}>
      <label className={labelClass} htmlFor={id} id={`${id}__label`}>
        {text}
        {required && <RequiredMarker />}
      </label>
      {body}
    </div>
  );
}

/** A bonus choice without campaigns on offer is not shown (the runtime input `campaigns`). */
function noCampaigns(registry: FieldTemplateProps['registry']): boolean {
  const context = formContextOf(registry);
  return runtimeInput(context.inputs, 'campaigns', context.formId).length === 0;
}

export const FieldTemplate = memo(FieldTemplateFn);
