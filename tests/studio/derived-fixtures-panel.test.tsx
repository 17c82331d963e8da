import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DerivedFixtureChange } from '../../studio/src/derived-fixture-changes';
import { DerivedFixturesPanel } from '../../studio/src/derived-fixtures-panel';
import { studioI18n } from '../../studio/src/studio-i18n';

const CHANGE: DerivedFixtureChange = {
  path: 'tests/fixtures/registration/NLD/schema-invalid.json',
  kind: 'changed',
  fixture: { description: 'x', data: {}, expect: { valid: false, errors: [{ field: '/nationalIdNumber', code: 'required' }] } },
  fieldsAdded: [],
  fieldsRemoved: ['email'],
  fieldsChanged: [],
  validity: { before: true, after: false },
  errorsAdded: ['/nationalIdNumber required'],
  errorsRemoved: [],
};

describe('DerivedFixturesPanel', () => {
  it('shows what each derived fixture would become, and keeps or discards on request', () => {
    const onKeep = vi.fn();
    const onDiscard = vi.fn();
    render(
      <I18nextProvider i18n={studioI18n}>
        <DerivedFixturesPanel changes={[CHANGE, { ...CHANGE, path: 'tests/fixtures/registration/NLD/schema-valid.json', kind: 'new', fieldsRemoved: [], fieldsAdded: ['nationalIdNumber'], errorsAdded: [] }]} busy={false} onKeep={onKeep} onDiscard={onDiscard} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: "The derived fixtures follow the form's change" })).toBeTruthy();
    expect(screen.getByText('Changed: tests/fixtures/registration/NLD/schema-invalid.json')).toBeTruthy();
    expect(screen.getByText('New: tests/fixtures/registration/NLD/schema-valid.json')).toBeTruthy();
    expect(screen.getByText('data fields removed: email')).toBeTruthy();
    expect(screen.getByText('data fields added: nationalIdNumber')).toBeTruthy();
    expect(screen.getAllByText('expected invalid (was valid)')).toHaveLength(2);
    expect(screen.getByText('expected errors added: /nationalIdNumber required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the derived fixtures' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard the derived fixtures' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('cannot keep or discard twice while the fixtures are being saved', () => {
    render(
      <I18nextProvider i18n={studioI18n}>
        <DerivedFixturesPanel changes={[CHANGE]} busy onKeep={vi.fn()} onDiscard={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Keep the derived fixtures' }).disabled).toBe(true);
  });
});
