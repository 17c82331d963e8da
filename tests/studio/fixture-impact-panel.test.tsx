import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FixtureImpactPanel } from '../../studio/src/fixture-impact-panel';
import type { FixtureImpact, FixtureOutcome } from '../../studio/src/studio-client';
import { fixtureText } from '../../studio/src/studio-fixtures';
import { studioI18n } from '../../studio/src/studio-i18n';

const NOT_REQUIRED: FixtureOutcome = {
  path: 'tests/fixtures/registration/NLD/national-id-not-required.json',
  ok: false,
  missing: [],
  unexpected: [{ field: '/nationalIdNumber', code: 'required' }],
  problems: [],
  fixture: { description: 'NLD is not in mandatoryNationalIdNumberFor.', data: { country: 'NLD' }, expect: { valid: true } },
  actual: [{ field: '/nationalIdNumber', code: 'required' }],
};
const PASSWORD: FixtureOutcome = {
  ...NOT_REQUIRED,
  path: 'tests/fixtures/registration/NLD/password-seven-characters.json',
  fixture: { description: 'Seven characters are too few.', data: { password: 'Ab1!xyz' }, context: { now: '2026-06-15' }, expect: { valid: false, errors: [{ field: '/password', code: 'minLength' }] } },
  actual: [{ field: '/password', code: 'minLength' }, { field: '/nationalIdNumber', code: 'required' }],
};
const UNREADABLE: FixtureOutcome = { path: 'tests/fixtures/registration/NLD/broken.json', ok: false, missing: [], unexpected: [], problems: ['Unexpected token'] };
const IMPACT: FixtureImpact = { forms: ['registration'], ran: 106, failing: [NOT_REQUIRED, PASSWORD, UNREADABLE], ms: 800 };

function renderPanel(onSave = vi.fn()) {
  render(
    <I18nextProvider i18n={studioI18n}>
      <FixtureImpactPanel impact={IMPACT} busy={false} onSave={onSave} />
    </I18nextProvider>,
  );
  return onSave;
}

describe('FixtureImpactPanel', () => {
  it('lists each fixture the change breaks with what it expects, what it gives now and why', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: '3 fixtures would fail with this change' })).toBeTruthy();
    const notRequired = screen.getByRole('group', { name: NOT_REQUIRED.path });
    expect(within(notRequired).getByText('NLD is not in mandatoryNationalIdNumberFor.')).toBeTruthy();
    expect(within(notRequired).getByText('valid')).toBeTruthy();
    expect(within(notRequired).getByText('invalid — /nationalIdNumber required')).toBeTruthy();
    expect(within(notRequired).getByText('Reported, not expected').nextElementSibling?.textContent).toBe('/nationalIdNumber required');
    const unreadable = screen.getByRole('group', { name: UNREADABLE.path });
    expect(within(unreadable).getByText('Unexpected token')).toBeTruthy();
    // a fixture that could not run cannot be given an expectation, only removed
    expect(within(unreadable).getByRole('radio', { name: /Update the expectation/ })).toHaveProperty('disabled', true);
  });

  it('saves only once each fixture is answered, with the updated texts (shown as a diff) and the removed paths', () => {
    const onSave = renderPanel();
    const save = screen.getByRole('button', { name: 'Save the change with these fixtures' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(screen.getByRole('group', { name: NOT_REQUIRED.path })).getByRole('radio', { name: 'Remove the file' }));
    fireEvent.click(within(screen.getByRole('group', { name: PASSWORD.path })).getByRole('radio', { name: /Update the expectation/ }));
    const diff = screen.getByLabelText(`Changes to ${PASSWORD.path}`);
    expect([...diff.querySelectorAll('.diff-added')].map((line) => line.textContent).join('\n')).toContain('"field": "/nationalIdNumber"');
    expect(diff.querySelector('.diff-removed')).toBeNull();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(screen.getByRole('group', { name: UNREADABLE.path })).getByRole('radio', { name: 'Remove the file' }));
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    const [updates, deletes] = onSave.mock.calls[0] as [Record<string, string>, string[]];
    expect(deletes).toEqual([NOT_REQUIRED.path, UNREADABLE.path]);
    expect(Object.keys(updates)).toEqual([PASSWORD.path]);
    expect(JSON.parse(updates[PASSWORD.path] ?? '')).toEqual({ ...PASSWORD.fixture, expect: { valid: false, errors: [{ field: '/password', code: 'minLength' }, { field: '/nationalIdNumber', code: 'required' }] } });
  });

  it('fills a fixture in the preview: the choice opens its data there, and the filled text is saved as that same fixture (shown as a diff)', () => {
    const onSave = vi.fn();
    const onFill = vi.fn();
    const panel = (filled: Record<string, string>) => (
      <I18nextProvider i18n={studioI18n}>
        <FixtureImpactPanel impact={IMPACT} busy={false} onSave={onSave} onFill={onFill} filled={filled} />
      </I18nextProvider>
    );
    const { rerender } = render(panel({}));
    const group = screen.getByRole('group', { name: NOT_REQUIRED.path });
    fireEvent.click(within(group).getByRole('radio', { name: 'Fill in the missing data in the preview' }));
    expect(onFill).toHaveBeenCalledWith(NOT_REQUIRED);
    expect(within(group).getByText(/type what a player would/)).toBeTruthy();
    // a fixture that could not run has no data to fill in
    expect(within(screen.getByRole('group', { name: UNREADABLE.path })).getByRole('radio', { name: 'Fill in the missing data in the preview' })).toHaveProperty('disabled', true);
    fireEvent.click(within(screen.getByRole('group', { name: PASSWORD.path })).getByRole('radio', { name: 'Remove the file' }));
    fireEvent.click(within(screen.getByRole('group', { name: UNREADABLE.path })).getByRole('radio', { name: 'Remove the file' }));
    const save = screen.getByRole('button', { name: 'Save the change with these fixtures' });
    // nothing filled in yet: the answer is not complete
    expect(save).toHaveProperty('disabled', true);

    const filledText = fixtureText({ ...(NOT_REQUIRED.fixture ?? { description: '', data: {}, expect: { valid: true } }), data: { country: 'NLD', nationalIdNumber: '123456782' } });
    rerender(panel({ [NOT_REQUIRED.path]: filledText }));
    const diff = screen.getByLabelText(`Changes to ${NOT_REQUIRED.path}`);
    expect([...diff.querySelectorAll('.diff-added')].map((line) => line.textContent)).toContain('+     "nationalIdNumber": "123456782"');
    // the data can be opened again to change what was filled in
    fireEvent.click(within(screen.getByRole('group', { name: NOT_REQUIRED.path })).getByRole('button', { name: 'Open the data in the preview' }));
    expect(onFill).toHaveBeenCalledTimes(2);
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    const [updates, deletes] = onSave.mock.calls[0] as [Record<string, string>, string[]];
    expect(updates).toEqual({ [NOT_REQUIRED.path]: filledText });
    expect(deletes).toEqual([PASSWORD.path, UNREADABLE.path]);
  });
});
