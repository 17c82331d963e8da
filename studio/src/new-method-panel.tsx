import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioLanguage } from './content-i18n-keys';
import { STUDIO_LANGUAGES } from './content-i18n-keys';
import type { CashierDirection, NewPaymentMethodProblem } from './new-payment-method';
import { CASHIER_CATALOGUE, newPaymentMethodFiles } from './new-payment-method';
import type { ContentError, Overrides } from './studio-client';
import { studioClient } from './studio-client';

interface NewMethodPanelProps {
  /** the directions that have a cashier form (schemas/cashier/methods.json `forms`) */
  directions: readonly CashierDirection[];
  /** the direction of the form being edited, ticked first */
  direction: CashierDirection;
  overrides: Overrides;
  /** the method was saved: open its overlay of this direction */
  onCreated: (id: string, direction: CashierDirection) => void;
  onClose: () => void;
}

const LANGUAGE_NAMES: Record<StudioLanguage, string> = { en: 'English', hu: 'Magyar', sv: 'Svenska' };

/**
 * A payment team adds a method: its id, the rule it implements, the platform ids it describes, its
 * directions and its name in en / hu / sv. The catalogue entry, one overlay per direction and the
 * names are saved together through the checked save (nothing is written when the content check
 * finds a new problem); then the method's overlay opens for its field set, with the preview.
 */
export function NewMethodPanel({ directions, direction, overrides, onCreated, onClose }: NewMethodPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [id, setId] = useState('');
  const [rule, setRule] = useState('');
  const [platformIds, setPlatformIds] = useState('');
  const [chosen, setChosen] = useState<CashierDirection[]>([direction]);
  const [labels, setLabels] = useState<Record<StudioLanguage, string>>({ en: '', hu: '', sv: '' });
  const [problems, setProblems] = useState<NewPaymentMethodProblem[]>([]);
  const [refused, setRefused] = useState<{ text: string; errors: ContentError[] }>();
  const [busy, setBusy] = useState(false);

  const textOf = async (path: string) => overrides[path] ?? (await studioClient.file(path)).text;

  const create = async () => {
    setRefused(undefined);
    setBusy(true);
    try {
      const [catalogueText, en, hu, sv] = await Promise.all([CASHIER_CATALOGUE, ...STUDIO_LANGUAGES.map((language) => `src/i18n/locales/${language}/cashier.json`)].map(textOf));
      const result = newPaymentMethodFiles({ id, rule, platformIds, directions: chosen, labels }, { catalogueText: catalogueText ?? '', cashierTexts: { en: en ?? '', hu: hu ?? '', sv: sv ?? '' } });
      if ('problems' in result) {
        setProblems(result.problems);
        return;
      }
      setProblems([]);
      const saved = await studioClient.save(result.files);
      if (!saved.saved) {
        setRefused({ text: t('editor.refused', { count: saved.introduced.length + (saved.parse ? 1 : 0) }), errors: saved.introduced });
        return;
      }
      onCreated(id.trim(), chosen.includes(direction) ? direction : (chosen[0] ?? direction));
    } catch (error) {
      setRefused({ text: String(error), errors: [] });
    } finally {
      setBusy(false);
    }
  };

  const problemText = (problem: NewPaymentMethodProblem) =>
    problem.code === 'taken'
      ? t('newMethod.problem.taken', { platformId: problem.platformId, method: problem.method })
      : problem.code === 'missing'
        ? t('newMethod.problem.missing', { language: LANGUAGE_NAMES[problem.language] })
        : t(`newMethod.problem.${problem.field}.${problem.code}`);
  const invalid = (field: NewPaymentMethodProblem['field']) => problems.some((problem) => problem.field === field);

  return (
    <section className="new-method" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newMethod.title')}</h2>
      <p>{t('newMethod.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label>
          {t('newMethod.id')}
          <input value={id} onChange={(event) => setId(event.target.value)} aria-invalid={invalid('id')} spellCheck={false} autoComplete="off" />
        </label>
        <label>
          {t('newMethod.rule')}
          <textarea value={rule} onChange={(event) => setRule(event.target.value)} rows={2} aria-invalid={invalid('rule')} />
        </label>
        <label>
          {t('newMethod.platformIds')}
          <input value={platformIds} onChange={(event) => setPlatformIds(event.target.value)} aria-invalid={invalid('platformIds')} inputMode="numeric" autoComplete="off" />
        </label>
        <fieldset aria-invalid={invalid('directions')}>
          <legend>{t('newMethod.directions')}</legend>
          {directions.map((name) => (
            <label key={name} className="inline">
              <input type="checkbox" checked={chosen.includes(name)} onChange={(event) => setChosen((current) => (event.target.checked ? [...current, name] : current.filter((entry) => entry !== name)))} />
              {t(`newMethod.direction.${name}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('newMethod.labels')}</legend>
          {STUDIO_LANGUAGES.map((language) => (
            <label key={language}>
              {t('newMethod.label', { language: LANGUAGE_NAMES[language] })}
              <input lang={language} value={labels[language]} onChange={(event) => setLabels((current) => ({ ...current, [language]: event.target.value }))} aria-invalid={problems.some((problem) => problem.code === 'missing' && problem.language === language)} />
            </label>
          ))}
        </fieldset>
        <div className="editor-actions">
          <button type="submit" disabled={busy}>
            {busy ? t('editor.checking') : t('newMethod.create')}
          </button>
          <button type="button" onClick={onClose}>
            {t('newMethod.cancel')}
          </button>
        </div>
      </form>
      {problems.length > 0 && (
        <div role="alert">
          <ul className="problems" aria-label={t('newMethod.problems')}>
            {problems.map((problem) => (
              <li key={JSON.stringify(problem)} className="problem-error">
                {problemText(problem)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {refused && (
        <div role="alert" className="message-refused">
          <p>{refused.text}</p>
          <ul className="problems">
            {refused.errors.map((error) => (
              <li key={`${error.file}${error.pointer}${error.message}`} className="problem-error">
                {error.file}: {error.pointer || '(root)'}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
