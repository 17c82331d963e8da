import type { RuntimeInputs } from '../engine/runtime-inputs/runtime-input-types';
import type { FieldErrorStore } from './form-state/field-error-store';
import type { FormDataStore } from './form-state/form-data-store';

/** Server settings as served (groups be and fe); widgets read only the fe keys they document. */
export interface FormSettings {
  be?: Record<string, unknown>;
  fe?: Record<string, unknown>;
}

/**
 * What the caller of SchemaForm may hand to every widget: generic presentation context only.
 * Values a feature knows at runtime (campaigns, amount limits, stored details, …) are not
 * added here: the schema declares them in `x-inputs` and the caller passes SchemaForm `inputs`.
 */
export interface SchemaFormContextExtras {
  settings?: FormSettings;
  /** interface language ("en", "hu", "sv"); defaults to the i18next language */
  language?: string;
  /** ISO 3166-1 alpha-3 codes a countrySelect with `onlyAvailable` is limited to */
  countries?: readonly string[];
  /** ISO alpha-3 country preselected by the phone widget (else settings fe.registration.defaultCountry) */
  defaultCountry?: string;
  /** "today" for date ranges; tests and server time set it */
  now?: Date;
}

/**
 * How SchemaForm hosts its fields (see hostedWidget): a field reads its value from the data store
 * and its messages from the error store, and reports a change here, so neither a keystroke nor a
 * blur goes through rjsf (which would derive the whole form's state again).
 */
export interface FieldHost {
  errors: FieldErrorStore;
  /** the top-level data key of the field with this element id; undefined for an id the form does not host (rjsf's own) */
  keyOf: (id: string) => string | undefined;
  /** the current value of the field with this element id */
  valueOf: (id: string) => unknown;
  /**
   * The field's value changed. `typed`: the player typed it into an input that keeps its own
   * value (nothing needs to render for it); otherwise the widget is told to show the new value.
   */
  change: (id: string, value: unknown, typed: boolean) => void;
  /** the player left the field (rjsf's own onBlur would queue a state update of its whole Form first) */
  blur: (id: string) => void;
}

/** The rjsf formContext SchemaForm builds: caller extras, the checked runtime inputs and the live data store. */
export interface SchemaFormContext extends SchemaFormContextExtras {
  /** the form id, for error messages */
  formId: string;
  /** the runtime inputs the schema declares in `x-inputs`, each checked (read them with runtimeInput) */
  inputs: RuntimeInputs;
  dataStore: FormDataStore;
  /** present inside SchemaForm; a widget rendered on its own (tests, rjsf directly) works from its props */
  fieldHost?: FieldHost;
}
