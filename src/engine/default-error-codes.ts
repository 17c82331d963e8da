/** ajv keyword → validation catalogue code when the schema has no `x-errorCode` for it. */
export const DEFAULT_ERROR_CODES: Readonly<Record<string, string>> = {
  required: 'required',
  pattern: 'regex',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  enum: 'oneOf',
  const: 'mustAccept',
  type: 'invalid',
  minItems: 'minItems',
  maxItems: 'maxItems',
};
