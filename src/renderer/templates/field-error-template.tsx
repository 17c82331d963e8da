import type { FieldErrorProps } from '@rjsf/utils';
import { FieldErrors } from './field-errors';

/** rjsf's error slot of a field (used where rjsf places errors itself; SchemaForm's fields show the field error store's). */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  return <FieldErrors id={fieldPathId.$id} errors={errors?.map(String)} />;
}
