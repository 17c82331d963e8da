import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import { formContextOf } from '../form-state/form-context-of';
import { SelectControl } from './select-control';

/**
 * The source-of-funds type dropdown (spec 1 §3, §4): only the schema's types that the runtime input
 * `sourceOfFunds` still offers (status not approved or uploaded; the one named by validationType).
 * ui:options: `labelPrefix` (i18n prefix of the type names).
 */
export function SofTypeSelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { registry, options, onChange, schema } = props;
  const { t } = useFieldTranslation();
  const context = formContextOf(registry);
  const offered = runtimeInput(context.inputs, 'sourceOfFunds', context.formId).types;
  const prefix = typeof options.labelPrefix === 'string' ? options.labelPrefix : '';
  const choices = useMemo(() => {
    const known = Array.isArray(schema.enum) ? schema.enum.filter((item): item is string => typeof item === 'string') : [];
    return known.filter((type) => offered.includes(type)).map((type) => ({ value: type, label: t(`${prefix}${type}`) }));
  }, [schema.enum, offered, prefix, t]);
  return (
    <SelectControl
      {...props}
      name={props.htmlName ?? props.id}
      value={typeof value === 'string' ? value : ''}
      choices={choices}
      placeholder={t('renderer:select.placeholder')}
      onSelect={(picked) => onChange(picked === '' ? undefined : picked)}
    />
  );
}
