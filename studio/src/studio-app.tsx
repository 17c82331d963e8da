import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatrixView } from './matrix-view';
import type { Overrides, Overview } from './studio-client';
import { studioClient } from './studio-client';

export type StudioTab = 'matrix' | 'editor' | 'flows' | 'review';

/** What is being looked at: form × market (× method), shared by the matrix, the editor and the preview. */
export interface Selection {
  form: string;
  market: string;
  method?: string;
}

/** A content file opened in the editor, with the pointer to put the cursor on. */
export interface OpenTarget {
  path: string;
  pointer?: string;
}

const TABS: readonly StudioTab[] = ['matrix', 'editor', 'flows', 'review'];

// the editor (CodeMirror, the renderer) and the flow graph (@xyflow/react) load when first opened: the matrix comes first
const EditorView = lazy(() => import('./editor-view').then((module) => ({ default: module.EditorView })));
const FlowView = lazy(() => import('./flow-view').then((module) => ({ default: module.FlowView })));
const ReviewView = lazy(() => import('./review-view').then((module) => ({ default: module.ReviewView })));

/** The studio: matrix, layer-aware editor with live preview and fixtures, flow graphs. */
export function StudioApp() {
  const { t, i18n } = useTranslation();
  const [overview, setOverview] = useState<Overview>();
  const [failure, setFailure] = useState<string>();
  const [tab, setTab] = useState<StudioTab>('matrix');
  const [selection, setSelection] = useState<Selection>({ form: 'registration', market: 'INT' });
  const [overrides, setOverrides] = useState<Overrides>({});
  const [target, setTarget] = useState<OpenTarget>();
  const [savedAt, setSavedAt] = useState(0);

  useEffect(() => {
    studioClient.overview().then(setOverview, (error: unknown) => setFailure(String(error)));
  }, [savedAt]);

  const open = useCallback((next: OpenTarget, at?: Partial<Selection>) => {
    if (at) setSelection((current) => ({ ...current, ...at }));
    setTarget(next);
    setTab('editor');
  }, []);

  const setOverride = useCallback((path: string, text: string | undefined) => {
    setOverrides((current) => {
      const next = { ...current };
      if (text === undefined) delete next[path];
      else next[path] = text;
      return next;
    });
  }, []);

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>{t('title')}</h1>
        <nav aria-label={t('nav.label')}>
          <div role="tablist" aria-label={t('nav.label')}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-controls={`panel-${name}`}
                aria-selected={tab === name}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (step === 0) return;
                  const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'matrix';
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
              >
                {t(`nav.${name}`)}
              </button>
            ))}
          </div>
        </nav>
        <label className="studio-language">
          {t('language')}
          <select value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
            <option value="en">English</option>
            <option value="hu">Magyar</option>
            <option value="sv">Svenska</option>
          </select>
        </label>
      </header>
      <main className="studio-main">
        {failure !== undefined && <p role="alert">{t('loadFailed', { reason: failure })}</p>}
        {overview === undefined && failure === undefined && <p role="status">{t('loading')}</p>}
        {overview !== undefined && (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <section id="panel-matrix" role="tabpanel" aria-labelledby="tab-matrix" hidden={tab !== 'matrix'}>
              {tab === 'matrix' && <MatrixView overview={overview} selection={selection} onSelect={setSelection} overrides={overrides} onOpen={open} />}
            </section>
            <section id="panel-editor" role="tabpanel" aria-labelledby="tab-editor" hidden={tab !== 'editor'}>
              {tab === 'editor' && (
                <EditorView
                  overview={overview}
                  selection={selection}
                  onSelect={setSelection}
                  target={target}
                  onOpen={open}
                  overrides={overrides}
                  onOverride={setOverride}
                  onSaved={() => setSavedAt(Date.now())}
                />
              )}
            </section>
            <section id="panel-flows" role="tabpanel" aria-labelledby="tab-flows" hidden={tab !== 'flows'}>
              {tab === 'flows' && <FlowView overview={overview} selection={selection} overrides={overrides} />}
            </section>
            <section id="panel-review" role="tabpanel" aria-labelledby="tab-review" hidden={tab !== 'review'}>
              {tab === 'review' && <ReviewView savedAt={savedAt} />}
            </section>
          </Suspense>
        )}
      </main>
    </div>
  );
}
