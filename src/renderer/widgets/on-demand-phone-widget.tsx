import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { registerOnDemandPart } from '../../engine/rules/load-on-demand-modules';

let loadedWidget: ComponentType<WidgetProps> | undefined;

function loadPhoneWidget() {
  return import('./phone-widget').then((module) => {
    loadedWidget = module.PhoneWidget;
    return module;
  });
}

// the phone widget (libphonenumber-js and the calling-code list, ~30 kB gz) is part of the on-demand
// module "phone": `loadVariant` of a form with a phone field loads it before the form renders
registerOnDemandPart('phone', loadPhoneWidget);

const LazyPhoneWidget = lazy(() => loadPhoneWidget().then((module) => ({ default: module.PhoneWidget })));

/**
 * `ui:widget: "phone"` (PhoneWidget) without libphonenumber-js in every form's chunk (issue 18): the
 * widget loaded with its form's variant renders at once; one rendered before (a form not loaded
 * through loadVariant) shows a busy, disabled number input under the field's label until it is there.
 */
export function OnDemandPhoneWidget(props: WidgetProps) {
  const PhoneWidget = loadedWidget;
  if (PhoneWidget) return <PhoneWidget {...props} />;
  return (
    <Suspense fallback={<input id={props.id} className="sf-input sf-phone__number" type="tel" disabled aria-busy="true" />}>
      <LazyPhoneWidget {...props} />
    </Suspense>
  );
}
