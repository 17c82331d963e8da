import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

/**
 * Plain rjsf as its docs show it: @rjsf/core's default theme and widgets, @rjsf/validator-ajv8
 * (ajv compiled in the page), uncontrolled (the Form keeps its data). `live`: validate on every
 * change (`onChange`) or when a field is left (`onBlur`).
 */
export function RjsfForm({ schema, live }: { schema: RJSFSchema; live: 'onChange' | 'onBlur' }) {
  return <Form schema={schema} validator={validator} liveValidate={live} showErrorList={false} />;
}
