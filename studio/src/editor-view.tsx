import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from './form-select';
import { FixtureImpactPanel } from './fixture-impact-panel';
import { FormPreview } from './form-preview';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import { fixtureChain } from './studio-fixtures';
import { generatedNote } from './generated-note';
import type { EditorProblem } from './json-editor';
import { JsonEditor } from './json-editor';
import { overlayTemplate, layerFiles, needsRule, ruleOf } from './layer-files';
import { NewMethodPanel } from './new-method-panel';
import type { CashierDirection } from './new-payment-method';
import type { OpenTarget, Selection } from './studio-app';
import type { CheckResult, ContentError, ContentFile, FixtureImpact, Overrides, Overview } from './studio-client';
import { studioClient } from './studio-client';
import { TranslationsPanel } from './translations-panel';
import { useContentCompletion } from './use-content-completion';

interface EditorViewProps {
  overview: Overview;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  target?: OpenTarget;
  onOpen: (target: OpenTarget, at?: Partial<Selection>) => void;
  overrides: Overrides;
  onOverride: (path: string, text: string | undefined) => void;
  onSaved: () => void;
}

const CHECK_DELAY_MS = 500;

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const errorText = (error: ContentError) => `${error.file}: ${error.pointer || '(root)'}: ${error.message}`;

/**
 * Layer-aware editing: pick form × market (× method) and the layer to change (market overlay,
 * method overlay, method × market overlay, base), edit it with CodeMirror, see the content check
 * on every change (this file's problems inline, others listed with file and pointer) and the
 * preview; a save writes only when the check finds nothing new, and never an overlay without the
 * rule it implements.
 */
export function EditorView({ overview, selection, onSelect, target, onOpen, overrides, onOverride, onSaved }: EditorViewProps) {
  const { t } = useTranslation();
  const form = overview.forms.find((entry) => entry.id === selection.form) ?? overview.forms[0];
  const layers = useMemo(() => (form ? layerFiles(form, selection.market, selection.method) : []), [form, selection.market, selection.method]);
  const [path, setPath] = useState(target?.path ?? layers[0]?.path ?? '');
  const [pointer, setPointer] = useState(target?.pointer);
  const [message, setMessage] = useState<{ kind: 'ok' | 'refused'; text: string }>();
  const [seenTarget, setSeenTarget] = useState(target);
  let nextPath = path;
  // a matrix click or a problem in another file opens that file at that pointer
  if (target !== seenTarget) {
    setSeenTarget(target);
    if (target) {
      nextPath = target.path;
      setPath(target.path);
      setPointer(target.pointer);
      setMessage(undefined);
    }
  }
  // another form, market or method: a file outside its chain gives way to the chain's most specific layer
  const chain = `${form?.id ?? ''}|${selection.market}|${selection.method ?? ''}`;
  const [seenChain, setSeenChain] = useState(chain);
  if (chain !== seenChain) {
    setSeenChain(chain);
    const first = layers[0];
    if (first && !layers.some((layer) => layer.path === nextPath)) {
      setPath(first.path);
      setPointer(undefined);
      setMessage(undefined);
    }
  }
  const [loadedFile, setLoadedFile] = useState<ContentFile>();
  const saved = loadedFile?.path === path ? loadedFile : undefined;
  const [rule, setRule] = useState('');
  const [checked, setChecked] = useState<{ overrides: Overrides; savedAt: number; result: CheckResult }>();
  const [savedAt, setSavedAt] = useState(0);
  /** the content file saved last: the preview offers its chain fresh derived fixtures */
  const [contentSaved, setContentSaved] = useState<{ path: string; at: number }>();
  const complete = useContentCompletion(path, savedAt);
  const [addingMethod, setAddingMethod] = useState(false);
  // kept apart from `message`, which opening another file clears; shown while its overlay is open
  const [createdMethod, setCreatedMethod] = useState<{ path: string; text: string }>();
  /** the fixtures the last save of this text would have broken (nothing was saved) */
  const [impact, setImpact] = useState<{ path: string; text: string; impact: FixtureImpact }>();
  /** a broken fixture open in the preview to fill in what its data lacks, and the texts filled in so far (by path) */
  const [filling, setFilling] = useState<{ path: string; fixture: FixtureFile }>();
  const [filled, setFilled] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    if (!path) return;
    studioClient.file(path).then(
      (file) => current && setLoadedFile(file),
      (error: unknown) => current && setMessage({ kind: 'refused', text: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, savedAt]);

  useEffect(() => {
    if (Object.keys(overrides).length === 0) return;
    let current = true;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      studioClient
        .check(overrides, abort.signal)
        .then((result) => current && setChecked({ overrides, savedAt, result }))
        .catch((error: unknown) => current && setMessage({ kind: 'refused', text: String(error) }));
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      abort.abort();
    };
    // a save elsewhere (the texts, a fixture) changes what the unsaved text is checked against
  }, [overrides, savedAt]);

  const pending = Object.keys(overrides).length > 0;
  // the result of the check of exactly these texts; an older one is not shown as current
  const upToDate = checked?.overrides === overrides && checked.savedAt === savedAt;
  const checking = pending && !upToDate;
  const check = pending && upToDate ? checked.result : undefined;
  const setCheck = (result: CheckResult) => setChecked({ overrides, savedAt, result });
  const text = overrides[path] ?? saved?.text ?? '';
  const dirty = overrides[path] !== undefined;
  const problems = useMemo<EditorProblem[]>(() => {
    const introduced = new Set((check?.introduced ?? []).map(errorText));
    return (check?.errors ?? []).filter((error) => error.file === path).map((error) => ({ pointer: error.pointer, message: error.message, severity: introduced.has(errorText(error)) ? 'error' : 'warning' }));
  }, [check, path]);
  const elsewhere = (check?.introduced ?? []).filter((error) => error.file !== path);
  const syntaxError = check?.parse?.file === path ? check.parse : undefined;

  const create = () => {
    if (rule.trim() === '') return;
    const layer = layers.find((entry) => entry.path === path);
    onOverride(path, overlayTemplate(rule.trim(), layer?.direction));
  };

  /**
   * Saves the open text; with the fixtures a first save found broken, also their updated texts and
   * the ones to remove, in the same checked save.
   */
  const save = async (fixtureUpdates: Record<string, string> = {}, deletes: readonly string[] = []) => {
    setMessage(undefined);
    // a text that does not parse goes to the server, which refuses it with its line and column
    if (needsRule(path) && parses(text) && ruleOf(text) === '') {
      setMessage({ kind: 'refused', text: t('editor.ruleRequired') });
      return;
    }
    setSaving(true);
    try {
      const result = await studioClient.save({ [path]: text, ...fixtureUpdates }, deletes);
      setCheck(result);
      if (!result.saved) {
        const problems = result.introduced.length + (result.parse ? 1 : 0);
        if (problems === 0 && result.fixtures && result.fixtures.failing.length > 0) {
          setImpact({ path, text, impact: result.fixtures });
          setFilling(undefined);
          setFilled({});
          setMessage({ kind: 'refused', text: t('impact.refused', { count: result.fixtures.failing.length }) });
          return;
        }
        setMessage({ kind: 'refused', text: t('editor.refused', { count: problems }) });
        return;
      }
      setImpact(undefined);
      setFilling(undefined);
      setFilled({});
      onOverride(path, undefined);
      const at = Date.now();
      setSavedAt(at);
      setContentSaved({ path, at });
      onSaved();
      const updated = Object.keys(fixtureUpdates).length;
      const removed = result.deleted?.length ?? 0;
      const savedText = updated + removed > 0 ? t('impact.saved', { path, updated, removed }) : t('editor.saved', { path });
      const note = generatedNote(t, result);
      setMessage({ kind: result.generateError === undefined ? 'ok' : 'refused', text: note === '' ? savedText : `${savedText} ${note}` });
    } catch (error) {
      setMessage({ kind: 'refused', text: String(error) });
    } finally {
      setSaving(false);
    }
  };
  const openImpact = impact?.path === path && impact.text === text ? impact.impact : undefined;
  // the fixture is filled in on its own chain, with the change on screen
  const activeFill = openImpact && filling && openImpact.failing.some((outcome) => outcome.path === filling.path) ? filling : undefined;
  const fillChain = activeFill === undefined ? undefined : fixtureChain(activeFill.path);

  const saveFixture = async (fixturePath: string, fixtureText: string): Promise<boolean> => {
    const result = await studioClient.save({ [fixturePath]: fixtureText });
    if (result.saved) {
      setSavedAt(Date.now());
      onSaved();
    } else setCheck(result);
    return result.saved;
  };

  if (!form) return <p>{t('matrix.noForms')}</p>;
  const isNew = saved !== undefined && !saved.exists && !dirty;
  return (
    <div className="editor-view">
      <div className="toolbar">
        <FormSelect forms={overview.forms} value={form.id} onChange={(id) => onSelect({ form: id, market: selection.market })} />
        <label>
          {t('market')}
          <select value={selection.market} onChange={(event) => onSelect({ ...selection, market: event.target.value })}>
            {overview.markets.map((market) => (
              <option key={market.id} value={market.id}>
                {market.id} — {market.regulator}
              </option>
            ))}
          </select>
        </label>
        {form.methods.length > 0 && (
          <label>
            {t('method')}
            <select value={selection.method ?? ''} onChange={(event) => onSelect({ ...selection, method: event.target.value || undefined })}>
              <option value="">{t('editor.noMethod')}</option>
              {form.methods.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </select>
          </label>
        )}
        {form.direction !== undefined && (
          <button type="button" onClick={() => setAddingMethod(true)} aria-expanded={addingMethod}>
            {t('newMethod.open')}
          </button>
        )}
        <label>
          {t('editor.layer')}
          <select
            value={path}
            onChange={(event) => {
              setPointer(undefined);
              onOpen({ path: event.target.value });
            }}
          >
            {[...layers, ...(layers.some((layer) => layer.path === path) ? [] : [{ path, kind: 'other' as const }])].map((layer) => (
              <option key={layer.path} value={layer.path}>
                {t(`editor.layerKind.${layer.kind}`)}: {layer.path}
              </option>
            ))}
          </select>
        </label>
      </div>
      {addingMethod && form.direction !== undefined && (
        <NewMethodPanel
          directions={overview.forms.flatMap((entry): CashierDirection[] => (entry.direction === undefined ? [] : [entry.direction]))}
          direction={form.direction}
          overrides={overrides}
          onClose={() => setAddingMethod(false)}
          onCreated={(id, direction) => {
            const overlay = `schemas/cashier/methods/${id}/${direction}.json`;
            const cashierForm = overview.forms.find((entry) => entry.direction === direction)?.id ?? form.id;
            setAddingMethod(false);
            setSavedAt(Date.now());
            onSaved();
            onOpen({ path: overlay }, { form: cashierForm, market: selection.market, method: id });
            setCreatedMethod({ path: overlay, text: t('newMethod.created', { id, path: overlay }) });
          }}
        />
      )}
      <div className="editor-columns">
        <section className="editor-pane" aria-labelledby="editor-title">
          <h2 id="editor-title">
            {path}
            {dirty && <span className="dirty"> {t('editor.unsaved')}</span>}
          </h2>
          {isNew && (
            <form
              className="new-overlay"
              onSubmit={(event) => {
                event.preventDefault();
                create();
              }}
            >
              <p>{t('editor.newOverlay')}</p>
              <label>
                {t('editor.rule')}
                <textarea value={rule} onChange={(event) => setRule(event.target.value)} rows={2} required />
              </label>
              <button type="submit" disabled={rule.trim() === ''}>
                {t('editor.create')}
              </button>
            </form>
          )}
          {saved !== undefined && !isNew && (
            <JsonEditor
              label={t('editor.editorLabel', { path })}
              value={text}
              onChange={(next) => onOverride(path, saved.exists && next === saved.text ? undefined : next)}
              problems={problems}
              {...(syntaxError ? { syntaxError } : {})}
              {...(pointer === undefined ? {} : { focusPointer: pointer })}
              readOnly={!saved.writable}
              {...(complete === undefined ? {} : { complete })}
            />
          )}
          <div className="editor-actions">
            <button type="button" onClick={() => void save()} disabled={!dirty || checking || saving}>
              {t('editor.save')}
            </button>
            <button type="button" onClick={() => onOverride(path, undefined)} disabled={!dirty}>
              {t('editor.discard')}
            </button>
            <span role="status">{saving ? t('impact.saving') : checking ? t('editor.checking') : check ? t('editor.checked', { count: check.introduced.length + (check.parse ? 1 : 0) }) : ''}</span>
            {!checking && check?.figures && (
              <small className="check-figures" title={check.figures.checked.join(', ')}>
                {t('editor.checkFigures', { count: check.figures.variantsChecked, reused: check.figures.variantsReused, ms: check.figures.ms })}
              </small>
            )}
            {!checking && check?.figures?.steps && (
              <small className="step-figures" title={check.figures.steps.checked.join(', ')}>
                {t('editor.stepFigures', { count: check.figures.steps.checked.length, reused: check.figures.steps.reused })}
              </small>
            )}
          </div>
          {createdMethod?.path === path && (
            <p role="status" className="message-ok">
              {createdMethod.text}
            </p>
          )}
          {message && (
            <p role={message.kind === 'refused' ? 'alert' : 'status'} className={`message-${message.kind}`}>
              {message.text}
            </p>
          )}
          {openImpact && (
            <FixtureImpactPanel
              key={openImpact.failing.map((outcome) => outcome.path).join('|')}
              impact={openImpact}
              busy={saving}
              onSave={(updates, deletes) => void save(updates, deletes)}
              onFill={(outcome) => outcome.fixture && setFilling({ path: outcome.path, fixture: outcome.fixture })}
              filled={filled}
            />
          )}
          <TranslationsPanel
            text={text}
            savedAt={savedAt}
            onSaved={() => {
              setSavedAt(Date.now());
              onSaved();
            }}
          />
          {(syntaxError || problems.length > 0 || elsewhere.length > 0) && (
            <ul className="problems" aria-label={t('editor.problems')}>
              {syntaxError && (
                <li className="problem-error">
                  {path}: {t('editor.syntax', { line: syntaxError.line, column: syntaxError.column })}: {syntaxError.message}
                </li>
              )}
              {problems.map((problem) => (
                <li key={`${problem.pointer}${problem.message}`} className={`problem-${problem.severity}`}>
                  <button type="button" onClick={() => setPointer(problem.pointer)}>
                    {path}: {problem.pointer || '(root)'}: {problem.message}
                  </button>
                </li>
              ))}
              {elsewhere.map((error) => (
                <li key={errorText(error)} className="problem-error">
                  <button type="button" onClick={() => onOpen({ path: error.file, pointer: error.pointer })}>
                    {errorText(error)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <FormPreview
          selection={fillChain ?? { form: form.id, market: selection.market, ...(selection.method === undefined ? {} : { method: selection.method }) }}
          overrides={overrides}
          savedAt={savedAt}
          onSaveFixture={saveFixture}
          {...(contentSaved === undefined ? {} : { contentSaved })}
          {...(activeFill === undefined
            ? {}
            : {
                fill: {
                  ...activeFill,
                  onUse: (fixtureText: string) => {
                    setFilled((current) => ({ ...current, [activeFill.path]: fixtureText }));
                    setFilling(undefined);
                  },
                  onCancel: () => setFilling(undefined),
                },
              })}
        />
      </div>
    </div>
  );
}
