import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import {
  createSchemaUtils,
  englishStringTranslator,
  hashForSchema,
  TranslatableString,
  type RJSFSchema,
} from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions as RjsfValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { CompiledValidateFunction, ValidatorFunctions } from '../engine/compiled-validate-function';
import { fieldPointer } from '../engine/field-pointer';
import type { ResolvedVariant } from '../engine/resolved-variant';
import type { RuleContext } from '../engine/rules/rule';
import { checkRuntimeInputs } from '../engine/runtime-inputs/check-runtime-inputs';
import { validateVariant } from '../engine/validate-variant';
import type { ValidationIssue } from '../engine/validation-issue';
import { afterPointerRelease, watchPointerPresses } from './form-state/after-pointer-release';
import { applyEffects } from './form-state/apply-effects';
import { checkWidgetInputs } from './form-state/check-widget-inputs';
import { conditionFields } from './form-state/condition-fields';
import { createFieldErrorStore } from './form-state/field-error-store';
import { createFormDataStore } from './form-state/form-data-store';
import { formUiSchema } from './form-state/form-ui-schema';
import { pageScope } from './form-state/page-scope';
import { SubmitStateContext, type SubmitState } from './form-state/submit-state';
import { valueAtPath } from './form-state/value-at-path';
import { withValueAtPath } from './form-state/with-value-at-path';
import { NumberField } from './fields/number-field';
import type { FieldHost, SchemaFormContext, SchemaFormContextExtras } from './schema-form-context';
import { ErrorSummary, type ErrorSummaryItem } from './templates/error-summary';
import { FormNotices } from './templates/form-notices';
import { FormSubmitButton } from './templates/form-submit-button';
import { TEMPLATE_REGISTRY } from './templates/template-registry';
import { displayIssues } from './validation/display-issues';
import { buildFieldIndex } from './validation/field-index';
import { fieldValidation, withFieldVerdict } from './validation/field-validation';
import { inScope } from './validation/in-scope';
import { normalizePointer } from './validation/normalize-pointer';
import { shownFields } from './validation/shown-fields';
import { HOSTED_WIDGET_REGISTRY } from './widgets/hosted-widget-registry';

type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** the resolved form for the market (generated variant or resolveVariant()) */
  variant: ResolvedVariant;
  /** the variant's precompiled ajv functions (generated validator module) */
  validateFn: ValidatorFunctions;
  /** settings, market and "now" for the schema's `x-rules` and `ui:effects` (its `inputs` are ignored: use the `inputs` prop) */
  ruleContext: RuleContext;
  /**
   * the runtime inputs the schema declares in `x-inputs` (e.g. `{ campaigns }`), for its rules
   * (as `ctx.inputs`) and widgets (as the form context's `inputs`). Checked on mount and on every
   * change: a declared input missing or malformed throws RuntimeInputError naming the form and
   * the input. Keep the object stable (memoise it) while the values stay.
   */
  inputs?: Readonly<Record<string, unknown>>;
  /** id from `ui:pages`: show, validate and block only on that page's fields */
  page?: string;
  formData?: FormData;
  onChange?: (data: FormData) => void;
  /** called with the whole form data once the shown fields are valid; a promise disables submit until it settles */
  onSubmit: (data: FormData) => void | Promise<unknown>;
  /** issues from the server (error 196 fields, AML params.fields); unknown fields show at form level */
  serverErrors?: readonly ValidationIssue[];
  /** field names (or pointers) shown read-only */
  readonlyFields?: readonly string[];
  /** field names (or pointers) carried but not shown (fields a runtime configuration does not ask for) */
  hiddenFields?: readonly string[];
  /** generic data for widgets: settings, language, countries, defaultCountry, now (runtime values go in `inputs`) */
  formContext?: SchemaFormContextExtras;
  /** i18n key of the submit button */
  submitLabel?: string;
  /** interpolation values of the submit label ("Continue with {{method}}") */
  submitLabelValues?: Record<string, string>;
  /** extra controls beside the submit button (e.g. Back, type="button") */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

interface ValidationState {
  local: readonly ValidationIssue[];
  touched: ReadonlySet<string>;
  submitted: boolean;
}

const ID_SEPARATOR = '_';
const NO_ISSUES: readonly ValidationIssue[] = [];
const NO_SUMMARY: readonly ErrorSummaryItem[] = [];
const INITIAL_VALIDATION: ValidationState = { local: NO_ISSUES, touched: new Set(), submitted: false };
/** A `const: true` consent must start unticked: rjsf would otherwise fill consts in as defaults. */
const DEFAULT_FORM_STATE_BEHAVIOR = { constAsDefaults: 'never' } as const;
/** rjsf's fields we replace (a module constant: one registry for all forms) */
const FIELD_REGISTRY = { NumberField };

function mainValidateFunction(validateFn: ValidatorFunctions, schema: RJSFSchema): CompiledValidateFunction {
  const key = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
  const fn = validateFn[key];
  if (!fn) throw new Error(`No precompiled validator for schema "${key}"`);
  return fn;
}

/** Scrolls the element's top into view (where the DOM can: jsdom has no scrolling). */
function scrollToTopOf(element: HTMLElement): void {
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
}

/** Whether the element is wholly visible in every scrolling box around it and in the window. */
function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const frame = parent.getBoundingClientRect();
    if (box.top < frame.top || box.bottom > frame.bottom) return false;
  }
  return true;
}

interface FormLevelOptions {
  submitWhenChangedAndValid: boolean;
  /** top-level fields whose issues keep submit disabled (ui:options.submitWhenValid) */
  submitWhenValid: readonly string[];
  /** pointers of the fields whose change clears the errors of all of them */
  changeClearsErrors: ReadonlySet<string>;
}

/** The form's own `ui:options` the form (not rjsf) acts on: submitWhen, submitWhenValid and changeClearsErrors. */
function formLevelOptions(ui: Record<string, unknown>): FormLevelOptions {
  const options = ui['ui:options'];
  const record = options !== null && typeof options === 'object' && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
  const group = Array.isArray(record.changeClearsErrors) ? record.changeClearsErrors.filter((name): name is string => typeof name === 'string') : [];
  const gated = Array.isArray(record.submitWhenValid) ? record.submitWhenValid.filter((name): name is string => typeof name === 'string') : [];
  return { submitWhenChangedAndValid: record.submitWhen === 'changedAndValid', submitWhenValid: gated, changeClearsErrors: new Set(group.map(normalizePointer)) };
}

/** Form data equal field by field ("" and a missing field are the same: nothing entered). */
function sameData(a: FormData, b: FormData): boolean {
  const filled = (value: unknown) => (value === '' ? undefined : value);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => JSON.stringify(filled(a[key])) === JSON.stringify(filled(b[key])));
}

function sameSummary(a: readonly ErrorSummaryItem[], b: readonly ErrorSummaryItem[]): boolean {
  return a.length === b.length && a.every((item, index) => {
    const other = b[index];
    return other !== undefined && item.key === other.key && item.message === other.message && item.label === other.label && item.targetId === other.targetId;
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * A schema-driven form: rjsf with our templates and widgets, validated by the variant's
 * precompiled validator plus its runtime rules (the same `validateVariant` the fixture runner
 * uses). rjsf's own validation is off: errors show for a field once the player leaves it (that
 * field validated with its own generated validator and the rules that report at it or read it;
 * the whole form where a condition reads the field), for the whole page on submit (focus then moves to the first invalid field and the summary is
 * announced), and server issues at their fields or, when no field shows them, in the summary.
 */
export function SchemaForm(props: SchemaFormProps) {
  const {
    variant,
    validateFn,
    ruleContext: givenRuleContext,
    inputs: givenInputs,
    page,
    formData,
    onChange,
    onSubmit,
    serverErrors,
    readonlyFields,
    hiddenFields,
    formContext: extras,
    submitLabel = 'renderer:submit',
    submitLabelValues,
    children,
    disabled,
    className,
  } = props;
  const { t, i18n } = useTranslation();
  const schema = variant.schema as RJSFSchema;
  const idPrefix = `sf-${variant.formId}`;
  const formRef = useRef<Form>(null);

  // the runtime inputs the schema declares, each of its shape, and every widget's inputs declared:
  // thrown during render (an error boundary shows it), never a form quietly missing a value
  const inputs = useMemo(() => {
    const checked = checkRuntimeInputs(variant.schema, givenInputs);
    checkWidgetInputs(variant.formId, variant.ui, checked);
    return checked;
  }, [variant, givenInputs]);
  const ruleContext = useMemo<RuleContext>(() => ({ ...givenRuleContext, inputs: givenInputs }), [givenRuleContext, givenInputs]);
  const containerRef = useRef<HTMLDivElement>(null);

  const validator = useMemo(
    () => createPrecompiledValidator(validateFn as unknown as RjsfValidatorFunctions, schema),
    [validateFn, schema],
  );
  const schemaUtils = useMemo(() => createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR), [validator, schema]);
  const validate = useMemo(() => {
    const fn = mainValidateFunction(validateFn, schema);
    return (data: FormData) => validateVariant(variant, fn, data, ruleContext);
  }, [validateFn, schema, variant, ruleContext]);
  // leaving a field validates that field (and the fields whose rules read it), not the form
  const validateField = useMemo(() => fieldValidation(variant, validateFn), [variant, validateFn]);
  const index = useMemo(() => buildFieldIndex(schema, idPrefix, ID_SEPARATOR), [schema, idPrefix]);
  const scope = useMemo(() => pageScope(variant.ui, page), [variant.ui, page]);
  const uiSchema = useMemo(() => formUiSchema(variant.ui, page, readonlyFields, hiddenFields), [variant.ui, page, readonlyFields, hiddenFields]);
  const formOptions = useMemo(() => formLevelOptions(variant.ui), [variant.ui]);
  // fields whose value can change the layout (if/then, dependencies); none in a flat form
  const layoutFields = useMemo(() => conditionFields(schema), [schema]);
  const hasDefaults = useMemo(() => JSON.stringify(schema).includes('"default"'), [schema]);
  const withDefaults = useCallback(
    (data: FormData): FormData => (hasDefaults ? (schemaUtils.getDefaultFormState(schema, data) as FormData) : data),
    [hasDefaults, schemaUtils, schema],
  );
  const layoutOf = useCallback(
    (data: FormData) => (layoutFields.size === 0 ? '' : JSON.stringify(schemaUtils.retrieveSchema(schema, data))),
    [layoutFields, schemaUtils, schema],
  );

  // What the player typed lives in the store, never in rjsf's state: every field reads its own
  // value there and reports changes to the field host, so a keystroke renders that field alone
  // (an input that keeps its own value: nothing) and a blur the fields whose messages changed.
  // rjsf renders only when the form's layout changes (a condition's field, the page, read-only
  // or hidden lists, the caller's new data), and then gets the store's data.
  const [store] = useState(() => createFormDataStore(withDefaults(formData ?? {})));
  const [errorStore] = useState(createFieldErrorStore);
  // the data objects this form reported through onChange: a caller handing one back is no news
  const [reported] = useState(() => new WeakSet<object>());
  const [dataSource, setDataSource] = useState(formData);
  const [dataVersion, setDataVersion] = useState(0);
  if (formData !== dataSource) {
    // the caller replaced the data: rjsf gets it in this render, the fields hear of it after the
    // commit (no subscriber may update during this render)
    setDataSource(formData);
    if (!formData || !reported.has(formData)) {
      store.replaceQuietly(withDefaults(formData ?? {}));
      setDataVersion((version) => version + 1);
    }
  }
  useLayoutEffect(() => {
    if (dataVersion > 0) store.notify();
  }, [dataVersion, store]);
  const [layout, setLayout] = useState(() => ({ key: layoutOf(store.get()), version: 0 }));

  // What the fields show is decided outside React state: the last local issues, the fields left
  // and whether a submit was tried live here, and every change of them is published straight to
  // the field error store. A blur renders the fields whose messages changed, in one commit;
  // SchemaForm itself renders only when the summary changes (a submit, form-level issues).
  const validationRef = useRef<ValidationState>(INITIAL_VALIDATION);
  const [summary, setSummary] = useState(NO_SUMMARY);
  const summaryRef = useRef(NO_SUMMARY);

  const [server, setServer] = useState<{ source: readonly ValidationIssue[] | undefined; dismissed: ReadonlySet<string> }>(
    { source: serverErrors, dismissed: new Set() },
  );
  // a form that opens with server errors (the flow stepped back to it) starts at the first of them
  const [focusRequest, setFocusRequest] = useState(() => (serverErrors && serverErrors.length > 0 ? 1 : 0));
  if (server.source !== serverErrors) {
    setServer({ source: serverErrors, dismissed: new Set() });
    // the server turned the submit down: take the player to the first field it names
    if (serverErrors && serverErrors.length > 0) setFocusRequest((n) => n + 1);
  }
  const activeServer = useMemo(
    () =>
      (serverErrors ?? NO_ISSUES)
        .map((issue) => ({ ...issue, field: normalizePointer(issue.field) }))
        .filter((issue) => server.source !== serverErrors || !server.dismissed.has(issue.field)),
    [serverErrors, server],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const container = containerRef.current;
    if (!container) return;
    const invalid = firstInvalidControl(container, errorStore.invalidIds());
    const summary = container.querySelector<HTMLElement>('.sf-summary');
    // the summary's top in view (below a sticky header: the page's scroll padding), then focus on
    // the first invalid field without scrolling it away again when it is in view as well
    if (summary) scrollToTopOf(summary);
    if (invalid) invalid.focus({ preventScroll: summary !== null && isInView(invalid) });
    else summary?.focus({ preventScroll: true });
  }, [focusRequest, errorStore]);

  // without conditions the shown fields depend on the page and the uiSchema alone
  const staticShown = useMemo(
    () => (layoutFields.size === 0 ? shownFields(schemaUtils, schema, uiSchema, {}, scope) : undefined),
    [layoutFields, schemaUtils, schema, uiSchema, scope],
  );
  /** Decides what shows where from the validation state and tells the fields whose messages changed (and the summary). */
  const publishDisplay = useCallback(() => {
    const validation = validationRef.current;
    const display = displayIssues({
      local: validation.local,
      server: activeServer,
      touched: validation.touched,
      submitted: validation.submitted,
      scope,
      index,
      shown: staticShown ?? shownFields(schemaUtils, schema, uiSchema, store.get(), scope),
      t,
    });
    // each field hears of its own messages only
    errorStore.publish(display.byId);
    if (!sameSummary(summaryRef.current, display.summary)) {
      summaryRef.current = display.summary;
      setSummary(display.summary);
    }
  }, [activeServer, scope, index, staticShown, schemaUtils, schema, uiSchema, store, t, errorStore]);
  const publishRef = useRef(publishDisplay);
  // a new step starts without the previous step's submit verdict
  useLayoutEffect(() => {
    validationRef.current = { ...validationRef.current, submitted: false };
  }, [page]);
  // what React owns changed (server issues, page, language — messages are rendered text —, the
  // layout: which fields show): published again before paint, in the commit that changed it
  useLayoutEffect(() => {
    publishRef.current = publishDisplay;
    publishDisplay();
  }, [publishDisplay, i18n.language, layout.version]);
  /** A new validation state, published at once (from event handlers, never during a render). */
  const updateValidation = useCallback((update: (state: ValidationState) => ValidationState) => {
    const next = update(validationRef.current);
    if (next === validationRef.current) return;
    validationRef.current = next;
    publishRef.current();
  }, []);

  // ui:options.submitWhen "changedAndValid" (the Dutch max-balance form): submit stays disabled
  // until the data differs from what the form opened with and the variant finds no issue in it
  const changedAndValid = useCallback(
    (data: FormData) => !sameData(data, dataSource ?? {}) && validate(data).length === 0,
    [dataSource, validate],
  );
  // ui:options.submitWhenValid (the deposit's promo code, 3–32): submit stays disabled while one
  // of these fields has an issue — found as a blur finds it (the field's own validator and rules,
  // else the whole form), so the player sees why on leaving the field
  const gatedFieldsValid = useCallback(
    (data: FormData) => {
      let whole: readonly ValidationIssue[] | undefined;
      return formOptions.submitWhenValid.every((field) => {
        const issues = validateField(field, data, ruleContext)?.issues ?? (whole ??= validate(data));
        const pointer = fieldPointer(field);
        return !issues.some((issue) => {
          const at = normalizePointer(issue.field);
          return at === pointer || at.startsWith(`${pointer}/`);
        });
      });
    },
    [formOptions, validateField, ruleContext, validate],
  );
  const submitGate = useCallback(
    (data: FormData) => (!formOptions.submitWhenChangedAndValid || changedAndValid(data)) && gatedFieldsValid(data),
    [formOptions, changedAndValid, gatedFieldsValid],
  );
  const [submitAllowed, setSubmitAllowed] = useState(() => submitGate(store.get()));
  const [allowedSource, setAllowedSource] = useState(dataSource);
  if (allowedSource !== dataSource) {
    setAllowedSource(dataSource);
    setSubmitAllowed(submitGate(store.get()));
  }

  const handleBlur = useCallback(
    (id: string) => {
      const field = index.byId.get(id);
      if (!field) return;
      // an error line that comes or goes moves the controls below: never between the press and
      // the release of the click that left this field (the click would land nowhere)
      afterPointerRelease(() => {
        const data = store.get();
        const key = field.path[0];
        const verdict = key === undefined ? undefined : validateField(key, data, ruleContext);
        const issues = verdict ? undefined : validate(data);
        updateValidation((state) => {
          const local = verdict ? withFieldVerdict(state.local, verdict) : (issues ?? NO_ISSUES);
          const touched = state.touched.has(field.pointer) ? state.touched : new Set(state.touched).add(field.pointer);
          return local === state.local && touched === state.touched ? state : { ...state, local, touched };
        });
      });
    },
    [index, validateField, ruleContext, validate, store, updateValidation],
  );
  useEffect(() => watchPointerPresses(), []);

  /** What a change of the data means beyond the data: errors it clears, the submit verdict, the caller. */
  const afterChange = useCallback(
    (pointer: string | undefined, data: FormData) => {
      // ui:options.changeClearsErrors: a change in one of these fields clears the errors of all of
      // them (and the form's own), until the next blur or submit validates again
      const group = pointer && formOptions.changeClearsErrors.has(pointer) ? formOptions.changeClearsErrors : null;
      const cleared = (field: string) => field === pointer || (group !== null && (field === '' || group.has(field)));
      if (pointer && activeServer.some((issue) => cleared(issue.field))) {
        setServer((state) => ({ ...state, dismissed: new Set([...state.dismissed, ...activeServer.map((issue) => issue.field).filter(cleared)]) }));
      }
      if (group !== null) {
        updateValidation((state) => (state.local.some((issue) => cleared(normalizePointer(issue.field))) ? { ...state, local: state.local.filter((issue) => !cleared(normalizePointer(issue.field))) } : state));
      }
      if (formOptions.submitWhenChangedAndValid || formOptions.submitWhenValid.length > 0) setSubmitAllowed(submitGate(data));
      reported.add(data);
      onChange?.(data);
    },
    [activeServer, formOptions, submitGate, reported, onChange, updateValidation],
  );

  /** A field's new value: into the store with what the form's effects make of it; the layout derived again only when a condition's field changed. */
  const changeField = useCallback(
    (id: string, value: unknown, typed: boolean) => {
      const field = index.byId.get(id);
      const key = field?.path[0];
      if (!field || key === undefined) return;
      const before = store.get();
      const changed = withValueAtPath(before, field.path, value);
      let next = applyEffects(variant.ui, changed, ruleContext, before);
      const layoutChanged = [...layoutFields].some((name) => next[name] !== before[name]);
      const nextLayout = layoutChanged ? layoutOf(next) : layout.key;
      if (nextLayout !== layout.key) next = withDefaults(next);
      if (next === before) return;
      // the input the player types into shows its value already, unless an effect rewrote it; when
      // neither an effect nor a branch's defaults changed more, the field's key is all that changed
      store.set(next, typed && next[key] === changed[key] ? key : undefined, next === changed ? [key] : undefined);
      if (nextLayout !== layout.key) setLayout((current) => ({ key: nextLayout, version: current.version + 1 }));
      afterChange(field.pointer, next);
    },
    [index, store, variant.ui, ruleContext, layoutFields, layoutOf, layout.key, withDefaults, afterChange],
  );

  // the field host and the context keep their identity across keystrokes and blurs: every field
  // reads the latest handlers through this ref
  const changeRef = useRef(changeField);
  const blurRef = useRef(handleBlur);
  useLayoutEffect(() => {
    changeRef.current = changeField;
    blurRef.current = handleBlur;
  }, [changeField, handleBlur]);
  const fieldHost = useMemo<FieldHost>(
    () => ({
      errors: errorStore,
      keyOf: (id) => index.byId.get(id)?.path[0],
      valueOf: (id) => {
        const field = index.byId.get(id);
        return field ? valueAtPath(store.get(), field.path) : undefined;
      },
      change: (id, value, typed) => changeRef.current(id, value, typed),
      blur: (id) => blurRef.current(id),
    }),
    [errorStore, index, store],
  );
  const context = useMemo<SchemaFormContext>(
    () => ({ ...extras, now: extras?.now ?? ruleContext.now, formId: variant.formId, inputs, dataStore: store, fieldHost }),
    [extras, ruleContext.now, variant.formId, inputs, store, fieldHost],
  );

  /**
   * A change rjsf itself reports (a widget it renders without our host, defaults of a branch
   * that appeared): the field's own value when it names one, otherwise the values the store lacks.
   */
  const handleChange = useCallback(
    (event: IChangeEvent<FormData>, id?: string) => {
      const data = event.formData ?? {};
      const key = id ? topKeyOfId(id, idPrefix, data) : undefined;
      if (key !== undefined) {
        changeRef.current(`${idPrefix}${ID_SEPARATOR}${key}`, data[key], false);
        return;
      }
      const current = store.get();
      const missing = Object.keys(data).filter((name) => current[name] === undefined && data[name] !== undefined);
      if (missing.length === 0) return;
      const next = { ...current, ...Object.fromEntries(missing.map((name) => [name, data[name]])) };
      store.set(next);
      afterChange(undefined, next);
    },
    [idPrefix, store, afterChange],
  );

  const [pending, setPending] = useState(false);
  const handleSubmit = useCallback(() => {
    const data = store.get();
    const issues = validate(data);
    const blocking = issues.filter((issue) => (issue.field === '' ? !scope : inScope(issue.field, scope)));
    updateValidation((state) => ({ ...state, local: issues, submitted: true }));
    if (blocking.length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const result = onSubmit(data);
    if (isThenable(result)) {
      setPending(true);
      const settle = () => setPending(false);
      // the caller handles its own failure (it keeps the data and says what happened); we only re-enable
      void Promise.resolve(result).then(settle, settle);
    }
  }, [store, validate, scope, onSubmit, updateValidation]);

  // rjsf's handlers keep their identity (rjsf renders its whole form for new props), reading the latest through refs
  const handlers = useRef({ handleChange, handleBlur, handleSubmit });
  useLayoutEffect(() => {
    handlers.current = { handleChange, handleBlur, handleSubmit };
  }, [handleChange, handleBlur, handleSubmit]);
  const onRjsfChange = useCallback((event: IChangeEvent<FormData>, id?: string) => handlers.current.handleChange(event, id), []);
  const onRjsfBlur = useCallback((id: string) => handlers.current.handleBlur(id), []);
  const onRjsfSubmit = useCallback(() => handlers.current.handleSubmit(), []);

  // rjsf keeps its first registry while props stay deep-equal (functions compare equal), so the
  // translator reads the current `t` through a ref instead of being recreated
  const tRef = useRef(t);
  useLayoutEffect(() => {
    tRef.current = t;
  }, [t]);
  const translateString = useCallback((key: TranslatableString, params?: string[]) => {
    if (key === TranslatableString.YesLabel) return tRef.current('renderer:yes');
    if (key === TranslatableString.NoLabel) return tRef.current('renderer:no');
    return englishStringTranslator(key, params);
  }, []);

  const submitState = useMemo<SubmitState>(
    () => ({ disabled: disabled === true || !submitAllowed, pending }),
    [disabled, submitAllowed, pending],
  );
  // rjsf's form as one element that changes only with the layout: errors, the summary, the
  // submit state and keystrokes leave it alone (each field subscribes to what it shows)
  const form = useMemo(
    () => (
      <Form<FormData, RJSFSchema, SchemaFormContext>
        ref={formRef}
        id={`${idPrefix}__form`}
        className="sf-form"
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={store.get()}
        formContext={context}
        fields={FIELD_REGISTRY}
        widgets={HOSTED_WIDGET_REGISTRY}
        templates={TEMPLATE_REGISTRY}
        idPrefix={idPrefix}
        idSeparator={ID_SEPARATOR}
        translateString={translateString}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
        noValidate
        noHtml5Validate
        showErrorList={false}
        disabled={disabled}
        onChange={onRjsfChange}
        onBlur={onRjsfBlur}
        onSubmit={onRjsfSubmit}
      >
        <div className="sf-actions">
          {children}
          <FormSubmitButton label={submitLabel} values={submitLabelValues} />
        </div>
      </Form>
    ),
    // the data version and the layout are what make rjsf take the store's data again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idPrefix, schema, uiSchema, validator, store, context, translateString, disabled, onRjsfChange, onRjsfBlur, onRjsfSubmit, children, submitLabel, submitLabelValues, dataVersion, layout.version],
  );

  return (
    <div ref={containerRef} className={className ? `sf ${className}` : 'sf'}>
      <ErrorSummary id={`${idPrefix}__summary`} items={summary} />
      <FormNotices notices={variant.ui['ui:notices']} />
      <SubmitStateContext.Provider value={submitState}>{form}</SubmitStateContext.Provider>
    </div>
  );
}

/** The top-level data key an rjsf element id belongs to (the longest key whose id prefixes it). */
function topKeyOfId(id: string, idPrefix: string, data: FormData): string | undefined {
  const base = `${idPrefix}${ID_SEPARATOR}`;
  if (!id.startsWith(base)) return undefined;
  const rest = id.slice(base.length);
  return Object.keys(data)
    .filter((key) => rest === key || rest.startsWith(`${key}${ID_SEPARATOR}`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The first control, in document order, of the fields that show an error (a group's first control). */
function firstInvalidControl(container: HTMLElement, ids: readonly string[]): HTMLElement | null {
  const controls = ids
    .map((id) => {
      const exact = document.getElementById(id);
      if (exact && container.contains(exact) && exact.matches('input, select, textarea, button, [tabindex]')) return exact;
      const quoted = id.replace(/["\\]/g, '\\$&');
      const selector = ['input', 'select', 'textarea', 'button'].flatMap((tag) => [`${tag}[id^="${quoted}-"]`, `${tag}[id^="${quoted}${ID_SEPARATOR}"]`]).join(', ');
      return container.querySelector<HTMLElement>(selector) ?? exact;
    })
    .filter((element): element is HTMLElement => element !== null && container.contains(element));
  return controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null;
}
