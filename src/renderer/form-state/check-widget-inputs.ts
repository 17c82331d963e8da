import { isJsonObject } from '../../engine/is-json-object';
import type { JsonObject, JsonValue } from '../../engine/json-value';
import { RuntimeInputError } from '../../engine/runtime-inputs/runtime-input-error';
import type { RuntimeInputs } from '../../engine/runtime-inputs/runtime-input-types';
import { WIDGET_INPUTS } from '../widgets/widget-inputs';
import { isWidgetName } from '../widgets/widget-names';

function widgetsOf(node: JsonValue, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) widgetsOf(item, found);
  else if (isJsonObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') found.add(value);
      else widgetsOf(value, found);
    }
  }
  return found;
}

/**
 * Throws RuntimeInputError when a widget of the uiSchema reads a runtime input the form does
 * not declare (the checked inputs hold exactly the declared ones). The content check reports
 * this first, with the file and pointer.
 */
export function checkWidgetInputs(formId: string, ui: JsonObject, inputs: RuntimeInputs): void {
  for (const widget of widgetsOf(ui, new Set())) {
    if (!isWidgetName(widget)) continue;
    for (const name of WIDGET_INPUTS[widget] ?? []) {
      if (inputs[name] === undefined) {
        throw new RuntimeInputError(formId, name, 'undeclared', `is read by widget "${widget}" but the form does not declare it in x-inputs`);
      }
    }
  }
}
