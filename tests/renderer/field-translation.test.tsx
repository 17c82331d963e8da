import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const FORM = testVariant(
  {
    $id: 'test-field-translation',
    type: 'object',
    required: ['nickName'],
    properties: {
      nickName: { type: 'string', title: 'forms:nickName.label', maxLength: 20 },
      gender: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
    },
  },
  { nickName: { 'ui:widget': 'text', 'ui:help': 'forms:nickName.help' }, gender: { 'ui:widget': 'select', 'ui:options': { labelPrefix: 'forms:gender.' } } },
);

describe('field texts follow the language (useFieldTranslation, issue 18)', () => {
  it('re-translates labels, help and option labels of a memoised form on a language change and on resources added later', { timeout: 20_000 }, async () => {
    const { i18n } = renderSchemaForm({ variant: FORM });
    expect(screen.getByLabelText(/^Nickname/)).toBeTruthy();
    expect(screen.getByText('Latin letters, digits and underscores only.')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Male', 'Female']));
    await act(() => i18n.changeLanguage('hu'));
    expect(screen.getByLabelText(/^Becenév/)).toBeTruthy();
    expect(screen.getByText('Csak latin betűk, számjegyek és aláhúzásjel.')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['Férfi', 'Nő']));
    // a CMS override arriving for the shown language (i18next's "added" store event)
    act(() => {
      i18n.addResourceBundle('hu', 'forms', { nickName: { label: 'Játékosnév' } }, true, true);
    });
    expect(screen.getByLabelText(/^Játékosnév/)).toBeTruthy();
  });
});
