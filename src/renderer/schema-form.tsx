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
import type { ResolvedVariant } from '../engine/resolved-variant';
import type { RuleContext } from '../engine/rules/rule';
import { checkRuntimeInputs } from '../engine/runtime-inputs/check-runtime-inputs';
import { validateVariant } from '../engine/validate-variant';
import type { ValidationIssue } from '../engine/validation-issue';
import { afterPointerRelease, watchPointerPresses } from './form-state/after-pointer-release';
import { applyEffects } from './form-state/apply-effects';
import { checkWidgetInputs } from './form-state/check-widget-inputs';
import { createFormDataStore } from './form-state/form-data-store';
import { formUiSchema } from './form-state/form-ui-schema';
import { pageScope } from './form-state/page-scope';
import type { SchemaFormContext, SchemaFormContextExtras } from './schema-form-context';
import { ErrorSummary } from './templates/error-summary';
import { FormNotices } from './templates/form-notices';
import { TEMPLATE_REGISTRY } from './templates/template-registry';
import { displayIssues } from './validation/display-issues';
import { buildFieldIndex } from './validation/field-index';
import { inScope } from './validation/in-scope';
import { normalizePointer } from './validation/normalize-pointer';
import { shownFields } from './validation/shown-fields';
import { WIDGET_REGISTRY } from './widgets/widget-registry';

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
const INITIAL_VALIDATION: ValidationState = { local: NO_ISSUES, touched: new Set(), submitted: false };
/** A `const: true` consent must start unticked: rjsf would otherwise fill consts in as defaults. */
const DEFAULT_FORM_STATE_BEHAVIOR = { constAsDefaults: 'never' } as const;

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
  /** pointers of the fields whose change clears the errors of all of them */
  changeClearsErrors: ReadonlySet<string>;
}

/** The form's own `ui:options` the form (not rjsf) acts on: submitWhen and changeClearsErrors. */
function formLevelOptions(ui: Record<string, unknown>): FormLevelOptions {
  const options = ui['ui:options'];
  const record = options !== null && typeof options === 'object' && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
  const group = Array.isArray(record.changeClearsErrors) ? record.changeClearsErrors.filter((name): name is string => typeof name === 'string') : [];
  return { submitWhenChangedAndValid: record.submitWhen === 'changedAndValid', changeClearsErrors: new Set(group.map(normalizePointer)) };
}

/** Form data equal field by field ("" and a missing field are the same: nothing entered). */
function sameData(a: FormData, b: FormData): boolean {
  const filled = (value: unknown) => (value === '' ? undefined : value);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => JSON.stringify(filled(a[key])) === JSON.stringify(filled(b[key])));
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * A schema-driven form: rjsf with our templates and widgets, validated by the variant's
 * precompiled validator plus its runtime rules (the same `validateVariant` the fixture runner
 * uses). rjsf's own validation is off: errors show for a field once the player leaves it, for
 * the whole page on submit (focus then moves to the first invalid field and the summary is
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
  const schemaUtils = useMemo(() => createSchemaUtils(validator, schema), [validator, schema]);
  const validate = useMemo(() => {
    const fn = mainValidateFunction(validateFn, schema);
    return (data: FormData) => validateVariant(variant, fn, data, ruleContext);
  }, [validateFn, schema, variant, ruleContext]);
  const index = useMemo(() => buildFieldIndex(schema, idPrefix, ID_SEPARATOR), [schema, idPrefix]);
  const scope = useMemo(() => pageScope(variant.ui, page), [variant.ui, page]);
  const uiSchema = useMemo(() => formUiSchema(variant.ui, page, readonlyFields, hiddenFields), [variant.ui, page, readonlyFields, hiddenFields]);
  const formOptions = useMemo(() => formLevelOptions(variant.ui), [variant.ui]);

  // What the player typed lives in the store and is handed to rjsf whenever SchemaForm renders:
  // rjsf resets its data to the formData prop whenever any prop changes (errors appearing, a new
  // formContext or readonly list), so it must always be the latest data. A keystroke does not
  // render SchemaForm at all: rjsf keeps the value in its own state and tells us in onChange,
  // so rjsf never compares its props and recomputes the whole form state per keystroke.
  const [store] = useState(() => createFormDataStore(formData ?? {}));
  const [dataSource, setDataSource] = useState(formData);
  if (formData !== dataSource) {
    // the caller replaced the data: rjsf gets it in this render, the widgets reading other
    // fields hear of it after the commit (no subscriber may update during this render)
    setDataSource(formData);
    store.replaceQuietly(formData ?? {});
  }
  useLayoutEffect(() => store.notify(), [dataSource, store]);
  const context = useMemo<SchemaFormContext>(
    () => ({ ...extras, now: extras?.now ?? ruleContext.now, formId: variant.formId, inputs, dataStore: store }),
    [extras, ruleContext.now, variant.formId, inputs, store],
  );

  const [validation, setValidation] = useState<ValidationState>(INITIAL_VALIDATION);
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    // a new step starts without the previous step's submit verdict
    setShownPage(page);
    setValidation((state) => ({ ...state, submitted: false }));
  }

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
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const summary = container?.querySelector<HTMLElement>('.sf-summary');
    // the summary's top in view (below a sticky header: the page's scroll padding), then focus on
    // the first invalid field without scrolling it away again when it is in view as well
    if (summary) scrollToTopOf(summary);
    if (invalid) invalid.focus({ preventScroll: summary !== null && summary !== undefined && isInView(invalid) });
    else summary?.focus({ preventScroll: true });
  }, [focusRequest]);

  const display = useMemo(
    () =>
      displayIssues({
        local: validation.local,
        server: activeServer,
        touched: validation.touched,
        submitted: validation.submitted,
        scope,
        index,
        shown: shownFields(schemaUtils, schema, uiSchema, store.get(), scope),
        t,
      }),
    // the language is a dependency: messages are rendered text
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [validation, activeServer, scope, index, schemaUtils, schema, uiSchema, store, t, i18n.language],
  );

  // ui:options.submitWhen "changedAndValid" (the Dutch max-balance form): submit stays disabled
  // until the data differs from what the form opened with and the variant finds no issue in it
  const changedAndValid = useCallback(
    (data: FormData) => !sameData(data, dataSource ?? {}) && validate(data).length === 0,
    [dataSource, validate],
  );
  const [submitAllowed, setSubmitAllowed] = useState(() => !formOptions.submitWhenChangedAndValid || changedAndValid(store.get()));
  const [allowedSource, setAllowedSource] = useState(dataSource);
  if (allowedSource !== dataSource) {
    setAllowedSource(dataSource);
    setSubmitAllowed(!formOptions.submitWhenChangedAndValid || changedAndValid(store.get()));
  }

  const handleBlur = useCallback(
    (id: string) => {
      const field = index.byId.get(id);
      if (!field) return;
      // an error line that comes or goes moves the controls below: never between the press and
      // the release of the click that left this field (the click would land nowhere)
      afterPointerRelease(() => {
        const issues = validate(store.get());
        setValidation((state) => ({ ...state, local: issues, touched: new Set(state.touched).add(field.pointer) }));
      });
    },
    [index, validate, store],
  );
  useEffect(() => watchPointerPresses(), []);

  const handleChange = useCallback(
    (event: IChangeEvent<FormData>, id?: string) => {
      const data = event.formData ?? {};
      const next = applyEffects(variant.ui, data, ruleContext, store.get());
      const rewritten = [...new Set([...Object.keys(data), ...Object.keys(next)])].filter((key) => next[key] !== data[key]);
      if (rewritten.length > 0) {
        // an effect rewrote fields: hand them to rjsf, whose next change event reports the result
        for (const key of rewritten) formRef.current?.setFieldValue(key, next[key]);
        return;
      }
      store.set(data);
      const pointer = id ? index.byId.get(id)?.pointer : undefined;
      // ui:options.changeClearsErrors: a change in one of these fields clears the errors of all of
      // them (and the form's own), until the next blur or submit validates again
      const group = pointer && formOptions.changeClearsErrors.has(pointer) ? formOptions.changeClearsErrors : null;
      const cleared = (field: string) => field === pointer || (group !== null && (field === '' || group.has(field)));
      if (pointer && activeServer.some((issue) => cleared(issue.field))) {
        setServer((state) => ({ ...state, dismissed: new Set([...state.dismissed, ...activeServer.map((issue) => issue.field).filter(cleared)]) }));
      }
      if (group !== null) {
        setValidation((state) => (state.local.some((issue) => cleared(normalizePointer(issue.field))) ? { ...state, local: state.local.filter((issue) => !cleared(normalizePointer(issue.field))) } : state));
      }
      if (formOptions.submitWhenChangedAndValid) setSubmitAllowed(changedAndValid(data));
      onChange?.(data);
    },
    [variant.ui, ruleContext, store, index, activeServer, onChange, formOptions, changedAndValid],
  );

  const [pending, setPending] = useState(false);
  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>) => {
      const data = event.formData ?? {};
      store.set(data);
      const issues = validate(data);
      const blocking = issues.filter((issue) => (issue.field === '' ? !scope : inScope(issue.field, scope)));
      setValidation((state) => ({ ...state, local: issues, submitted: true }));
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
    },
    [store, validate, scope, onSubmit],
  );

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

  return (
    <div ref={containerRef} className={className ? `sf ${className}` : 'sf'}>
      <ErrorSummary id={`${idPrefix}__summary`} items={display.summary} />
      <FormNotices notices={variant.ui['ui:notices']} />
      <Form<FormData, RJSFSchema, SchemaFormContext>
        ref={formRef}
        id={`${idPrefix}__form`}
        className="sf-form"
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={store.get()}
        formContext={context}
        widgets={WIDGET_REGISTRY}
        templates={TEMPLATE_REGISTRY}
        idPrefix={idPrefix}
        idSeparator={ID_SEPARATOR}
        extraErrors={display.errorSchema}
        translateString={translateString}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
        noValidate
        noHtml5Validate
        showErrorList={false}
        disabled={disabled}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
      >
        <div className="sf-actions">
          {children}
          <button type="submit" className="sf-button sf-button--primary" disabled={disabled || pending || !submitAllowed} aria-busy={pending}>
            {t(submitLabel, submitLabelValues)}
          </button>
        </div>
      </Form>
    </div>
  );
}
