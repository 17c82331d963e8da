import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { hostedWidget } from './hosted-widget';
import { WIDGET_REGISTRY } from './widget-registry';

/** Widgets whose input keeps its own value (uncontrolled BaseInputTemplate): typing renders nothing. */
const KEEP_OWN_VALUE: ReadonlySet<string> = new Set(['text', 'email', 'dependentText', 'TextWidget', 'EmailWidget']);

function hostAll(widgets: RegistryWidgetsType): RegistryWidgetsType {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, hostedWidget(widget, KEEP_OWN_VALUE.has(name))]));
}

/**
 * What SchemaForm hands rjsf as `widgets`: every widget content may name (WIDGET_REGISTRY) and
 * rjsf's defaults for fields without `ui:widget`, each hosted (hostedWidget). A module constant:
 * one registry for all forms.
 */
export const HOSTED_WIDGET_REGISTRY: RegistryWidgetsType = {
  ...hostAll(getDefaultRegistry().widgets as RegistryWidgetsType),
  ...hostAll(WIDGET_REGISTRY),
};
