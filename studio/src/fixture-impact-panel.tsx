import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import type { IssueKey } from '../../src/engine/fixtures/compare-issues';
import type { FixtureImpact, FixtureOutcome } from './studio-client';
import { lineDiff } from './line-diff';
import { fixtureText, withExpectation } from './studio-fixtures';

/** What the person does with a fixture the change breaks. */
export type FixtureChoice = 'update' | 'remove' | 'fill';

interface FixtureImpactPanelProps {
  impact: FixtureImpact;
  /** saves the change again with the updated fixture texts and the removed fixtures */
  onSave: (updates: Record<string, string>, deletes: string[]) => void;
  busy: boolean;
  /** opens the fixture's data in the preview (with the change) to fill in what is missing */
  onFill?: (outcome: FixtureOutcome) => void;
  /** the fixture texts filled in in the preview, by path */
  filled?: Readonly<Record<string, string>>;
}

const issueList = (issues: readonly IssueKey[]) => issues.map((issue) => `${issue.field || '(form)'} ${issue.code}`).join(', ');

/** A fixture file before and after, as a line diff. */
function FixtureDiff({ path, before, after }: { path: string; before: string; after: string }) {
  const { t } = useTranslation();
  return (
    <pre className="line-diff" aria-label={t('impact.diff', { path })}>
      {lineDiff(before, after).map((line, index) => (
        <span key={index} className={`diff-${line.kind}`}>
          {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
          {line.text}
        </span>
      ))}
    </pre>
  );
}

/** The fixture rewritten to what its data gives with the change (only for one that ran). */
export function updatedFixture(outcome: FixtureOutcome): FixtureFile | undefined {
  return outcome.fixture && outcome.actual ? withExpectation(outcome.fixture, outcome.actual) : undefined;
}

/**
 * The fixtures written for the saved content that the change would break (npm test's fixture
 * runner over the changed content, on the server): per file what it expects, what its data gives
 * now and the errors, with "update the expectation" (the new file shown as a diff) or "remove the
 * file"; the change is saved together with those answers, so the fixtures pass after the save.
 */
export function FixtureImpactPanel({ impact, onSave, busy, onFill, filled = {} }: FixtureImpactPanelProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, FixtureChoice>>({});
  const expectation = (issues: readonly IssueKey[] | undefined) => (issues === undefined ? t('impact.couldNotRun') : issues.length === 0 ? t('impact.valid') : t('impact.invalid', { issues: issueList(issues) }));
  const complete = impact.failing.every((outcome) => choices[outcome.path] !== undefined && (choices[outcome.path] !== 'fill' || filled[outcome.path] !== undefined));
  const save = () => {
    const updates: Record<string, string> = {};
    const deletes: string[] = [];
    for (const outcome of impact.failing) {
      const updated = updatedFixture(outcome);
      const fill = filled[outcome.path];
      if (choices[outcome.path] === 'update' && updated) updates[outcome.path] = fixtureText(updated);
      else if (choices[outcome.path] === 'fill' && fill !== undefined) updates[outcome.path] = fill;
      else if (choices[outcome.path] === 'remove') deletes.push(outcome.path);
    }
    onSave(updates, deletes);
  };
  return (
    <section className="fixture-impact" aria-labelledby="fixture-impact-title">
      <h3 id="fixture-impact-title">{t('impact.title', { count: impact.failing.length })}</h3>
      <p>{t('impact.intro', { ran: impact.ran, forms: impact.forms.join(', ') })}</p>
      <ul>
        {impact.failing.map((outcome) => {
          const updated = updatedFixture(outcome);
          const choice = choices[outcome.path];
          const choose = (next: FixtureChoice) => setChoices((current) => ({ ...current, [outcome.path]: next }));
          return (
            <li key={outcome.path} className="impact-fixture">
              <fieldset>
                <legend>{outcome.path}</legend>
                {outcome.fixture && <p className="impact-description">{outcome.fixture.description}</p>}
                <dl>
                  <dt>{t('impact.expected')}</dt>
                  <dd>{outcome.fixture ? expectation(outcome.fixture.expect.errors ?? []) : t('impact.unreadable')}</dd>
                  <dt>{t('impact.now')}</dt>
                  <dd>{expectation(outcome.actual)}</dd>
                  {outcome.missing.length > 0 && (
                    <>
                      <dt>{t('impact.missing')}</dt>
                      <dd>{issueList(outcome.missing)}</dd>
                    </>
                  )}
                  {outcome.unexpected.length > 0 && (
                    <>
                      <dt>{t('impact.unexpected')}</dt>
                      <dd>{issueList(outcome.unexpected)}</dd>
                    </>
                  )}
                  {outcome.problems.length > 0 && (
                    <>
                      <dt>{t('impact.problems')}</dt>
                      <dd>{outcome.problems.join('; ')}</dd>
                    </>
                  )}
                </dl>
                <label>
                  <input type="radio" name={`impact-${outcome.path}`} checked={choice === 'update'} disabled={!updated} onChange={() => choose('update')} />
                  {t('impact.update')}
                </label>
                {onFill && (
                  <label>
                    <input
                      type="radio"
                      name={`impact-${outcome.path}`}
                      checked={choice === 'fill'}
                      disabled={!updated}
                      onChange={() => {
                        choose('fill');
                        onFill(outcome);
                      }}
                    />
                    {t('impact.fill')}
                  </label>
                )}
                <label>
                  <input type="radio" name={`impact-${outcome.path}`} checked={choice === 'remove'} onChange={() => choose('remove')} />
                  {t('impact.remove')}
                </label>
                {choice === 'update' && updated && outcome.fixture && <FixtureDiff path={outcome.path} before={fixtureText(outcome.fixture)} after={fixtureText(updated)} />}
                {choice === 'fill' && outcome.fixture && filled[outcome.path] === undefined && (
                  <p className="impact-fill">
                    {t('impact.fillHint')}{' '}
                    <button type="button" onClick={() => onFill?.(outcome)}>
                      {t('impact.fillAgain')}
                    </button>
                  </p>
                )}
                {choice === 'fill' && outcome.fixture && filled[outcome.path] !== undefined && (
                  <>
                    <FixtureDiff path={outcome.path} before={fixtureText(outcome.fixture)} after={filled[outcome.path] ?? ''} />
                    <button type="button" onClick={() => onFill?.(outcome)}>
                      {t('impact.fillAgain')}
                    </button>
                  </>
                )}
                {choice === 'remove' && <p className="impact-remove">{t('impact.removed', { path: outcome.path })}</p>}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={save} disabled={busy || !complete}>
        {t('impact.save')}
      </button>
      {!complete && <p className="impact-hint">{t('impact.chooseEach')}</p>}
    </section>
  );
}
