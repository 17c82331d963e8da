import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { ContentCompletionResult } from './content-completions';
import { jsonPointerPositions, nearestRange } from './json-pointer-positions';

// @codemirror/lint draws its underlines and gutter markers as data: SVG images, which img-src 'self'
// refuses: the same marks in plain CSS instead
const EDITOR_THEME = EditorView.theme({
  '&': { height: '55vh', fontSize: '0.85rem' },
  '.cm-scroller': { overflow: 'auto' },
  '&.cm-focused': { outline: '3px solid #1d5fd1' },
  '.cm-lintRange-error, .cm-lintRange-warning, .cm-lintRange-info, .cm-lintRange-hint': { backgroundImage: 'none', textDecorationLine: 'underline', textDecorationStyle: 'wavy' },
  '.cm-lintRange-error': { textDecorationColor: '#d11' },
  '.cm-lintRange-warning': { textDecorationColor: '#b36b00' },
  '.cm-lintRange-info, .cm-lintRange-hint': { textDecorationColor: '#666' },
  '.cm-lint-marker-error, .cm-lint-marker-warning, .cm-lint-marker-info': { content: 'normal', borderRadius: '50%' },
  '.cm-lint-marker-error': { backgroundColor: '#d11' },
  '.cm-lint-marker-warning': { backgroundColor: '#b36b00' },
  '.cm-lint-marker-info': { backgroundColor: '#666' },
});

export interface EditorProblem {
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

interface JsonEditorProps {
  /** the document; a new value from outside (another file opened) replaces the text */
  value: string;
  onChange: (text: string) => void;
  /** content-check problems of this file, placed at their JSON pointers */
  problems: readonly EditorProblem[];
  /** a JSON syntax error at a line and column */
  syntaxError?: { line: number; column: number; message: string };
  /** put the cursor on this pointer (a matrix click) */
  focusPointer?: string;
  label: string;
  readOnly?: boolean;
  /** what may be typed at a place of the text (the content check's names, the meta-schemas) */
  complete?: (text: string, position: number) => ContentCompletionResult | undefined;
}

/** Word characters of content names: widgets, dotted settings paths, `namespace:key` i18n keys. */
const NAME_CHARS = /^[\w$:.-]*$/;

/**
 * CodeMirror 6 over one JSON content file: JSON highlighting, the content check's problems inline
 * at their pointers, the cursor put on a pointer. Tab is left to the page (keyboard users can
 * leave the editor); indenting is Enter's job.
 */
export function JsonEditor({ value, onChange, problems, syntaxError, focusPointer, label, readOnly = false, complete }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const completeRef = useRef(complete);
  useEffect(() => {
    onChangeRef.current = onChange;
    completeRef.current = complete;
  }, [onChange, complete]);

  useEffect(() => {
    if (!host.current) return;
    // CodeMirror's styles go into a constructed style sheet of a shadow root (adoptedStyleSheets),
    // which the CSP's style-src 'self' allows; in the document it would add <style> elements
    const shadow = host.current.shadowRoot ?? host.current.attachShadow({ mode: 'open' });
    const completionSource = (context: CompletionContext): CompletionResult | null => {
      const result = completeRef.current?.(context.state.doc.toString(), context.pos);
      if (!result) return null;
      // typing outside a string (a comma, a space) opens nothing; Ctrl-Space and a quote do
      const before = context.state.sliceDoc(result.from - 1, result.from);
      if (!context.explicit && result.from === context.pos && before !== '"') return null;
      return { from: result.from, options: result.options.map(({ label, apply, detail, type }) => ({ label, apply, type, ...(detail === undefined ? {} : { detail }) })), validFor: NAME_CHARS };
    };
    const parent = document.createElement('div');
    shadow.replaceChildren(parent);
    const editor = new EditorView({
      root: shadow,
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          lintGutter(),
          autocompletion({ override: [completionSource], icons: false }),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          EditorState.readOnly.of(readOnly),
          EDITOR_THEME,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // the editor is created once per file; value changes are dispatched below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const text = editor.state.doc.toString();
    const ranges = jsonPointerPositions(text);
    const diagnostics: Diagnostic[] = problems.map((problem) => {
      const range = nearestRange(ranges, problem.pointer);
      const from = range.keyFrom ?? range.from;
      return { from, to: Math.max(from, Math.min(range.to, text.length)), severity: problem.severity, message: `${problem.pointer || '(root)'}: ${problem.message}` };
    });
    if (syntaxError) {
      const line = editor.state.doc.line(Math.min(Math.max(1, syntaxError.line), editor.state.doc.lines));
      const from = Math.min(line.from + syntaxError.column - 1, line.to);
      diagnostics.push({ from, to: Math.min(from + 1, editor.state.doc.length), severity: 'error', message: syntaxError.message });
    }
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, syntaxError, value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || focusPointer === undefined) return;
    const range = nearestRange(jsonPointerPositions(editor.state.doc.toString()), focusPointer);
    const at = range.keyFrom ?? range.from;
    editor.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
    editor.focus();
  }, [focusPointer, label]);

  return <div className="json-editor" ref={host} />;
}
