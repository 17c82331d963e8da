import type { i18n } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CompiledValidateFunction, ValidatorFunctions } from '../../src/engine/compiled-validate-function';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import { validateVariant } from '../../src/engine/validate-variant';
import type { ValidationIssue } from '../../src/engine/validation-issue';
import { createI18nInstance } from '../../src/i18n/create-i18n-instance';
import type { LocaleResources } from '../../src/i18n/locale-resources';
import type { Language } from '../../src/i18n/supported-languages';
import { SchemaForm } from '../../src/renderer/schema-form';
// the player's look: the renderer's styles with the site's tokens and form theme
import '../../src/renderer/schema-form.css';
import '../../src/app/styles/tokens.css';
import '../../src/app/styles/schema-form-theme.css';
import { PreviewBoundary } from './preview-boundary';
import type { Selection } from './studio-app';
import type { FixtureEntry, Overrides, StudioVariant } from './studio-client';
import { studioClient } from './studio-client';
import type { StudioFixtureResult } from './studio-fixtures';
import { deriveFixtures, schemaFields } from './derive-fixtures';
import { derivedFixtureChanges } from './derived-fixture-changes';
import { DerivedFixturesPanel } from './derived-fixtures-panel';
import { fixtureFlags } from './fixture-flags';
import { filledFixture, fixtureFromPreview, fixturePath, fixtureText, runStudioFixture, STUDIO_FIXTURE_NOW, studioFixtureContext } from './studio-fixtures';

interface FormPreviewProps {
  selection: Selection;
  overrides: Overrides;
  /** a ui:pages id to show only that page (a flow step) */
  page?: string;
  /** bumped after a save: fixtures are listed again */
  savedAt?: number;
  /** writes a new fixture file (through the studio's checked save) */
  onSaveFixture?: (path: string, text: string) => Promise<boolean>;
  /** the content file the person saved last (and when): a chain it takes part in is offered fresh derived fixtures */
  contentSaved?: { path: string; at: number };
  /** a fixture the change breaks, opened with its data to fill in what is missing */
  fill?: FixtureFill;
}

/** A broken fixture opened in the preview (the fixture-impact panel's "Fill in the missing data"). */
export interface FixtureFill {
  path: string;
  fixture: FixtureFile;
  /** the fixture's new text: the data on screen, expecting what it gives now */
  onUse: (text: string) => void;
  onCancel: () => void;
}

interface Loaded {
  studio: StudioVariant;
  validateFns: ValidatorFunctions;
  validate: CompiledValidateFunction;
}

const WIDTHS = { desktop: 1024, mobile: 390 } as const;
const PREVIEW_DELAY_MS = 400;

function mainValidator(fns: ValidatorFunctions, schemaId: unknown): CompiledValidateFunction {
  const fn = typeof schemaId === 'string' ? fns[schemaId] : undefined;
  if (!fn) throw new Error(`the compiled module has no validator for ${String(schemaId)}`);
  return fn;
}

/**
 * The form variant as a player gets it: the production SchemaForm and widgets, the validator the
 * studio server compiled with the project's gen code (loaded as a same-origin module), the site's
 * texts in en / hu / sv, desktop or mobile width, sample data from a fixture; fixtures run with
 * pass / fail, and the data and errors on screen can be saved as a new fixture.
 */
export function FormPreview({ selection, overrides, page, savedAt = 0, onSaveFixture, contentSaved, fill }: FormPreviewProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [resources, setResources] = useState<LocaleResources>();
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [fixtures, setFixtures] = useState<FixtureEntry[]>([]);
  const [sample, setSample] = useState('');
  const [results, setResults] = useState<Record<string, StudioFixtureResult>>();
  /** the preview (variant and sample) the player submitted valid data in */
  const [submittedIn, setSubmittedIn] = useState<string>();
  const [caseName, setCaseName] = useState('');
  const [description, setDescription] = useState('');
  const [fixtureMessage, setFixtureMessage] = useState<string>();
  /** the derived-fixture proposal the person discarded (its paths and contents) */
  const [discarded, setDiscarded] = useState<string>();
  const [keeping, setKeeping] = useState(false);
  const data = useRef<Record<string, unknown>>({});
  const fillRef = useRef<HTMLElement>(null);
  const { form, market, method } = selection;

  useEffect(() => {
    studioClient.locales().then(setResources, (error: unknown) => setFailure(String(error)));
  }, [savedAt]);

  useEffect(() => {
    let current = true;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      studioClient
        .variant(form, market, method, overrides, abort.signal)
        .then(async (studio) => {
          const validateFns = await studioClient.validator(studio.validator);
          if (current) {
            setLoaded({ studio, validateFns, validate: mainValidator(validateFns, studio.variant.schema.$id) });
            setFailure(undefined);
          }
        })
        .catch((error: unknown) => current && setFailure(String(error)));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      abort.abort();
    };
  }, [form, market, method, overrides]);

  useEffect(() => {
    let current = true;
    studioClient.fixtures(form, market, method).then(
      (list) => {
        if (!current) return;
        setFixtures(list);
        setResults(undefined);
      },
      () => current && setFixtures([]),
    );
    return () => {
      current = false;
    };
  }, [form, market, method, savedAt]);

  const previewI18n = useMemo<i18n | undefined>(() => (resources ? createI18nInstance(language, resources) : undefined), [language, resources]);
  // the fixture being filled in, else the sample chosen
  const fixture = fill?.fixture ?? (fixtures.find((entry) => entry.path === sample)?.fixture as FixtureFile | undefined);
  const shown = fill?.path ?? sample;
  const context = fixture?.context;
  const ruleContext = useMemo(() => (loaded ? studioFixtureContext(loaded.studio.variant, loaded.studio.settings, context) : undefined), [loaded, context]);
  const formData = useMemo(() => ({ ...(fixture?.data ?? {}) }), [fixture]);
  useEffect(() => {
    data.current = formData;
  }, [formData, loaded]);
  const previewKey = `${loaded?.studio.validator ?? ''}:${shown}:${language}`;
  // keyboard users land on the fixture they chose to fill in (the preview is beside the panel)
  const fillPath = fill?.path;
  useEffect(() => {
    if (fillPath !== undefined) fillRef.current?.focus();
  }, [fillPath]);
  const submitted = submittedIn === previewKey;

  const currentIssues = (): ValidationIssue[] =>
    loaded && ruleContext ? validateVariant(loaded.studio.variant, loaded.validate, data.current, ruleContext) : [];

  const applyFill = () => {
    if (!fill || !loaded) return;
    fill.onUse(fixtureText(filledFixture(fill.fixture, data.current, currentIssues(), loaded.studio.variant.schema)));
  };

  const runFixtures = () => {
    if (!loaded) return;
    setResults(Object.fromEntries(fixtures.map((entry) => [entry.path, runStudioFixture(loaded.studio.variant, loaded.validate, loaded.studio.settings, entry.fixture)])));
  };

  const saveFixture = async () => {
    if (!onSaveFixture || caseName.trim() === '' || description.trim() === '') {
      setFixtureMessage(t('preview.fixtureNeedsName'));
      return;
    }
    const path = fixturePath(form, market, method, caseName);
    const file = fixtureFromPreview(description.trim(), data.current, currentIssues(), context?.now ?? STUDIO_FIXTURE_NOW);
    const saved = await onSaveFixture(path, `${JSON.stringify(file, null, 2)}\n`);
    setFixtureMessage(saved ? t('preview.fixtureSaved', { path }) : t('preview.fixtureRefused', { path }));
  };

  /** A valid and an invalid fixture derived from the variant's schema (a new method's first fixtures), saved through the checked save. */
  const deriveFromSchema = async () => {
    if (!onSaveFixture || !loaded) return;
    const last = loaded.studio.layers[loaded.studio.layers.length - 1];
    const own = schemaFields(last?.patch.schema);
    const label = [form, market, ...(method === undefined ? [] : [method])].join(' × ');
    const derived = deriveFixtures(loaded.studio.variant, loaded.validate, loaded.studio.settings, own, label);
    const files = [...(derived.valid ? [[fixturePath(form, market, method, 'schema-valid'), derived.valid] as const] : []), [fixturePath(form, market, method, 'schema-invalid'), derived.invalid] as const];
    const saved: string[] = [];
    for (const [path, file] of files) {
      if (!(await onSaveFixture(path, `${JSON.stringify(file, null, 2)}\n`))) {
        setFixtureMessage(t('preview.fixtureRefused', { path }));
        return;
      }
      saved.push(path);
    }
    setFixtureMessage(
      derived.unresolved.length > 0
        ? t('preview.derivedPartly', { paths: saved.join(', '), fields: derived.unresolved.join(', ') })
        : t('preview.derivedSaved', { paths: saved.join(', ') }),
    );
  };

  /**
   * The chain's fixtures derived from its saved content, set against its files: a derived fixture
   * whose file now differs is offered to keep or discard; new ones are offered right after the
   * person saved content this chain is made of. Not while unsaved texts are open (a fixture of
   * unsaved content would be refused by the checked save).
   */
  /** the chain's fixtures derived from the variant on screen (with the unsaved texts) */
  const derived = useMemo(() => {
    if (!loaded) return undefined;
    const last = loaded.studio.layers[loaded.studio.layers.length - 1];
    const label = [form, market, ...(method === undefined ? [] : [method])].join(' × ');
    try {
      return deriveFixtures(loaded.studio.variant, loaded.validate, loaded.studio.settings, schemaFields(last?.patch.schema), label);
    } catch {
      // a variant the renderer cannot derive from shows its failure in the preview
      return undefined;
    }
  }, [loaded, form, market, method]);
  const derivedChanges = useMemo(() => {
    if (!onSaveFixture || !loaded || !derived || Object.keys(overrides).length > 0) return [];
    const chainFiles = [`schemas/forms/${form}/schema.json`, `schemas/forms/${form}/ui.json`, ...loaded.studio.layers.map((layer) => layer.file)];
    const justSaved = contentSaved !== undefined && chainFiles.includes(contentSaved.path);
    const files = new Map(fixtures.map((entry) => [entry.path, entry.fixture as FixtureFile]));
    return derivedFixtureChanges(derived, { form, market, ...(method === undefined ? {} : { method }) }, files, !justSaved);
  }, [onSaveFixture, loaded, derived, overrides, fixtures, contentSaved, form, market, method]);
  /** valid fixtures the variant on screen can no longer give: flagged with the reason */
  const flags = useMemo(() => (loaded ? fixtureFlags(fixtures, loaded.studio.variant.schema, derived) : []), [loaded, fixtures, derived]);
  const proposalKey = JSON.stringify(derivedChanges.map((change) => [change.path, change.fixture]));
  const proposal = derivedChanges.length > 0 && discarded !== proposalKey ? derivedChanges : [];

  const keepDerived = async () => {
    if (!onSaveFixture) return;
    setKeeping(true);
    const saved: string[] = [];
    try {
      for (const change of proposal) {
        if (!(await onSaveFixture(change.path, `${JSON.stringify(change.fixture, null, 2)}\n`))) {
          setFixtureMessage(t('preview.fixtureRefused', { path: change.path }));
          return;
        }
        saved.push(change.path);
      }
      setFixtureMessage(t('derived.kept', { paths: saved.join(', ') }));
    } finally {
      setKeeping(false);
    }
  };

  const passed = results ? Object.values(results).filter((result) => result.ok).length : 0;
  return (
    <section className="form-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.title', { form, market, method: method ?? '' })}</h2>
      <div className="toolbar">
        <label>
          {t('preview.language')}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            <option value="en">en</option>
            <option value="hu">hu</option>
            <option value="sv">sv</option>
          </select>
        </label>
        <label>
          {t('preview.width')}
          <select value={width} onChange={(event) => setWidth(event.target.value as keyof typeof WIDTHS)}>
            <option value="desktop">{t('preview.desktop')}</option>
            <option value="mobile">{t('preview.mobile')}</option>
          </select>
        </label>
        <label>
          {t('preview.sample')}
          <select value={sample} onChange={(event) => setSample(event.target.value)} disabled={fill !== undefined}>
            <option value="">{t('preview.noSample')}</option>
            {fixtures.map((entry) => (
              <option key={entry.path} value={entry.path}>
                {entry.path.split('/').pop()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {fill && (
        <section className="fixture-fill" aria-labelledby="fixture-fill-title" ref={fillRef} tabIndex={-1}>
          <h3 id="fixture-fill-title">{t('preview.fill.title', { path: fill.path })}</h3>
          <p>{t('preview.fill.intro')}</p>
          <button type="button" onClick={applyFill} disabled={!loaded || !ruleContext}>
            {t('preview.fill.use')}
          </button>{' '}
          <button type="button" onClick={fill.onCancel}>
            {t('preview.fill.cancel')}
          </button>
        </section>
      )}
      {failure !== undefined && <p role="alert">{t('preview.failed', { reason: failure })}</p>}
      {(!loaded || !previewI18n || !ruleContext) && failure === undefined && <p role="status">{t('loading')}</p>}
      {loaded && previewI18n && ruleContext && (
        <div className="preview-frame" style={{ maxWidth: `${WIDTHS[width]}px` }} data-width={width} lang={language}>
          <I18nextProvider i18n={previewI18n}>
            <PreviewBoundary
              key={`${loaded.studio.validator}:${JSON.stringify(loaded.studio.variant.ui)}:${shown}:${language}`}
              fallback={(error) => <p role="alert">{t('preview.failed', { reason: error.message })}</p>}
            >
              <SchemaForm
                variant={loaded.studio.variant}
                validateFn={loaded.validateFns}
                ruleContext={ruleContext}
                inputs={ruleContext.inputs}
                {...(page === undefined ? {} : { page })}
                formData={formData}
                onChange={(next) => {
                  data.current = next;
                  setSubmittedIn(undefined);
                }}
                onSubmit={(next) => {
                  data.current = next;
                  setSubmittedIn(previewKey);
                }}
                formContext={{ settings: loaded.studio.settings as unknown as Record<string, Record<string, unknown>>, language, now: ruleContext.now }}
              />
            </PreviewBoundary>
          </I18nextProvider>
          {submitted && <p role="status">{t('preview.valid')}</p>}
        </div>
      )}
      <section className="fixtures" aria-labelledby="fixtures-title">
        <h3 id="fixtures-title">{t('preview.fixtures', { count: fixtures.length })}</h3>
        <button type="button" onClick={runFixtures} disabled={!loaded || fixtures.length === 0}>
          {t('preview.runFixtures')}
        </button>
        {flags.length > 0 && (
          <ul className="fixture-flags" aria-label={t('preview.flagsLabel')}>
            {flags.map((flag) => (
              <li key={flag.path}>
                <strong>{flag.path}</strong> — {t(`preview.flag.${flag.reason.kind}`, { fields: flag.reason.fields.join(', ') })}
              </li>
            ))}
          </ul>
        )}
        {results && (
          <p role="status">
            {t('preview.fixtureSummary', { passed, total: fixtures.length })}
          </p>
        )}
        {results && (
          <ul className="fixture-results">
            {fixtures.map((entry) => {
              const result = results[entry.path];
              if (!result) return null;
              return (
                <li key={entry.path} className={result.ok ? 'pass' : 'fail'}>
                  <strong>{result.ok ? t('preview.pass') : t('preview.fail')}</strong> {entry.path}
                  {result.problem !== undefined && <span> — {result.problem}</span>}
                  {result.missing.length > 0 && <span> — {t('preview.missing', { issues: result.missing.map((issue) => `${issue.field} ${issue.code}`).join(', ') })}</span>}
                  {result.unexpected.length > 0 && <span> — {t('preview.unexpected', { issues: result.unexpected.map((issue) => `${issue.field} ${issue.code}`).join(', ') })}</span>}
                </li>
              );
            })}
          </ul>
        )}
        {onSaveFixture && (
          <fieldset className="save-fixture">
            <legend>{t('preview.saveAsFixture')}</legend>
            <label>
              {t('preview.caseName')}
              <input value={caseName} onChange={(event) => setCaseName(event.target.value)} />
            </label>
            <label>
              {t('preview.description')}
              <input value={description} onChange={(event) => setDescription(event.target.value)} />
            </label>
            <button type="button" onClick={() => void saveFixture()} disabled={!loaded}>
              {t('preview.saveFixture')}
            </button>
            <button type="button" onClick={() => void deriveFromSchema()} disabled={!loaded}>
              {t('preview.deriveFixtures')}
            </button>
            {fixtureMessage !== undefined && <p role="status">{fixtureMessage}</p>}
          </fieldset>
        )}
        {proposal.length > 0 && (
          <DerivedFixturesPanel
            changes={proposal}
            busy={keeping}
            onKeep={() => void keepDerived()}
            onDiscard={() => {
              setDiscarded(proposalKey);
              setFixtureMessage(t('derived.discarded'));
            }}
          />
        )}
      </section>
    </section>
  );
}
