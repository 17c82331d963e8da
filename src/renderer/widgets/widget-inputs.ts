import type { RuntimeInputName } from '../../engine/runtime-inputs/runtime-input-types';
import type { WidgetName } from './widget-names';

/**
 * The runtime inputs each widget reads from the form context's `inputs` (widgets not listed
 * read none). Pure data like widget-names.ts: the content check proves every form using one
 * of these widgets declares the inputs in its schema's `x-inputs`, and SchemaForm refuses to
 * render such a form otherwise.
 */
export const WIDGET_INPUTS: Readonly<Partial<Record<WidgetName, readonly RuntimeInputName[]>>> = {
  campaignSelect: ['campaigns'],
  limitAmount: ['limitEditor'],
  amount: ['quickAmounts'],
  sofTypeSelect: ['sourceOfFunds'],
  sofRangeSelect: ['sourceOfFunds'],
};
