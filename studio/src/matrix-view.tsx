import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from './form-select';
import type { OpenTarget, Selection } from './studio-app';
import type { Overrides, Overview, StudioMatrix } from './studio-client';
import { studioClient } from './studio-client';

interface MatrixViewProps {
  overview: Overview;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  overrides: Overrides;
  onOpen: (target: OpenTarget, at?: Partial<Selection>) => void;
}

const ALL_METHODS = '*';

/** Fields × markets (× methods): each cell's state, coloured by the layer it comes from, the rule on hover. */
export function MatrixView({ overview, selection, onSelect, overrides, onOpen }: MatrixViewProps) {
  const { t } = useTranslation();
  const [matrix, setMatrix] = useState<StudioMatrix>();
  const [failure, setFailure] = useState<string>();
  const [methodFilter, setMethodFilter] = useState<string>(ALL_METHODS);
  const form = overview.forms.find((entry) => entry.id === selection.form) ?? overview.forms[0];

  useEffect(() => {
    if (!form) return;
    let current = true;
    studioClient.matrix(form.id, overrides).then(
      (result) => {
        if (!current) return;
        setMatrix(result);
        setFailure(undefined);
      },
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [form, overrides]);

  if (!form) return <p>{t('matrix.noForms')}</p>;
  const columns = (matrix?.formId === form.id ? matrix.columns : [])
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => methodFilter === ALL_METHODS || (column.method ?? '') === methodFilter);

  return (
    <div className="matrix-view">
      <div className="toolbar">
        <FormSelect forms={overview.forms} value={form.id} onChange={(id) => onSelect({ form: id, market: selection.market })} />
        {form.methods.length > 0 && (
          <label>
            {t('method')}
            <select value={methodFilter} onChange={(event) => setMethodFilter(event.target.value)}>
              <option value={ALL_METHODS}>{t('matrix.allMethods')}</option>
              <option value="">{t('matrix.marketOnly')}</option>
              {form.methods.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </select>
          </label>
        )}
        <ul className="legend" aria-label={t('matrix.legend')}>
          {(['base', 'market', 'method', 'method-market'] as const).map((axis) => (
            <li key={axis} className={`source-${axis}`}>
              {t(`matrix.source.${axis}`)}
            </li>
          ))}
        </ul>
      </div>
      {failure !== undefined && <p role="alert">{t('matrix.failed', { reason: failure })}</p>}
      {matrix?.formId === form.id && (
        <div className="matrix-scroll">
          <table className="matrix">
            <caption>{t('matrix.caption', { form: form.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('matrix.field')}</th>
                {columns.map(({ column, index }) => (
                  <th key={index} scope="col">
                    {column.market}
                    {column.method !== undefined && <span className="column-method"> × {column.method}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.field}</th>
                  {columns.map(({ column, index }) => {
                    const cell = row.cells[index];
                    if (!cell) return <td key={index} />;
                    const axis = cell.source.axis === 'method × market' ? 'method-market' : cell.source.axis;
                    const state = t(`matrix.state.${cell.state}`) + (cell.readOnly ? ` ${t('matrix.readOnly')}` : '');
                    const why = [
                      `${cell.source.file}${cell.source.pointer ? ` ${cell.source.pointer}` : ''}`,
                      cell.source.comment,
                      cell.decidedBy ? t('matrix.decidedBy', { values: cell.decidedBy }) : undefined,
                    ]
                      .filter(Boolean)
                      .join('\n');
                    return (
                      <td key={index} className={`source-${axis} state-${cell.state}`}>
                        <button
                          type="button"
                          title={why}
                          data-field={row.field}
                          data-market={column.market}
                          data-source={cell.source.file}
                          aria-label={t('matrix.cellLabel', { field: row.field, column: column.method === undefined ? column.market : `${column.market} × ${column.method}`, state, source: cell.source.file })}
                          onClick={() =>
                            onOpen(
                              { path: cell.source.file, pointer: cell.source.pointer },
                              { form: form.id, market: column.market, ...(column.method === undefined ? { method: undefined } : { method: column.method }) },
                            )
                          }
                        >
                          {state}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
