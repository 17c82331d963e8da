import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formContextOf } from '../form-state/form-context-of';

/** Props a hosted widget gets besides rjsf's: the input that keeps its own value reports typing here. */
export interface HostedInputProps {
  /** set for widgets that keep their own value: the typed value, already shown by the input itself */
  onInputValue?: (value: unknown) => void;
}

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * Hosts a widget in SchemaForm: its value comes from the form's data store and its messages from
 * the field error store, each subscribed for this field alone, and its changes go to the form's
 * field host instead of rjsf's onChange, its blurs too instead of rjsf's onBlur. So a keystroke
 * renders this field only (or nothing, for an input that keeps its own value, `keepsOwnValue`), a
 * blur renders the fields whose messages changed, and rjsf's form never renders or updates for
 * either. Outside SchemaForm (no field host) and for
 * ids the form does not know, the widget works from rjsf's props as before.
 */
export function hostedWidget(Widget: ComponentType<WidgetProps & HostedInputProps>, keepsOwnValue: boolean): ComponentType<WidgetProps> {
  function HostedWidget(props: WidgetProps) {
    const { id, registry, onChange, onBlur } = props;
    const host = formContextOf(registry).fieldHost;
    const { dataStore } = formContextOf(registry);
    const key = host?.keyOf(id);
    const hosted = host !== undefined && key !== undefined;
    const subscribeValue = useCallback(
      (listener: () => void) => (hosted ? dataStore.subscribeKey(key, listener) : () => undefined),
      [hosted, dataStore, key],
    );
    const propsValue: unknown = props.value;
    const value = useSyncExternalStore(
      hosted ? subscribeValue : NO_SUBSCRIPTION,
      () => (hosted ? host.valueOf(id) : propsValue),
    );
    const subscribeErrors = useCallback((listener: () => void) => (host ? host.errors.subscribe(id, listener) : () => undefined), [host, id]);
    const propsErrors = props.rawErrors;
    const errors = useSyncExternalStore(subscribeErrors, () => (host ? host.errors.get(id) : propsErrors));
    const change = useCallback((next: unknown) => (hosted ? host.change(id, next, false) : onChange(next)), [hosted, host, id, onChange]);
    const input = useCallback((next: unknown) => (hosted ? host.change(id, next, true) : onChange(next)), [hosted, host, id, onChange]);
    // a blur goes to the form straight away: through rjsf it would first queue a state update of rjsf's whole Form
    const blur = useCallback((blurred: string, value: unknown) => (hosted ? host.blur(blurred) : onBlur(blurred, value)), [hosted, host, onBlur]);
    // the store's own array: the same object while the messages stay
    const rawErrors = errors && errors.length > 0 ? (errors as string[]) : undefined;
    return <Widget {...props} value={value} rawErrors={rawErrors} onChange={change} onBlur={blur} {...(keepsOwnValue ? { onInputValue: input } : {})} />;
  }
  HostedWidget.displayName = `Hosted(${Widget.displayName ?? Widget.name})`;
  return HostedWidget;
}
