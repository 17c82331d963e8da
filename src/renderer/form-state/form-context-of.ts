import type { Registry } from '@rjsf/utils';
import { createFormDataStore } from './form-data-store';
import type { SchemaFormContext } from '../schema-form-context';

const DETACHED: SchemaFormContext = { formId: '(no form)', inputs: {}, dataStore: createFormDataStore() };

/** The typed formContext of a registry; a widget rendered outside SchemaForm gets an empty one. */
export function formContextOf(registry: Registry): SchemaFormContext {
  const context = registry.formContext as Partial<SchemaFormContext> | undefined;
  return context?.dataStore ? (context as SchemaFormContext) : { ...DETACHED, ...context };
}
