import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const ROMANIAN = testVariant(
  {
    $id: 'test-cnp',
    type: 'object',
    properties: {
      nationalIdNumber: { type: 'string', title: 'forms:nationalIdNumber.label', maxLength: 13 },
      birthDate: { type: 'string', title: 'forms:birthDate.label', format: 'date', maxLength: 10 },
      gender: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
    },
  },
  {
    'ui:effects': [
      { effect: 'fillFromRomanianNationalId', params: { field: 'nationalIdNumber', birthDate: 'birthDate', gender: 'gender' } },
    ],
    nationalIdNumber: { 'ui:widget': 'text' },
    birthDate: { 'ui:widget': 'birthDate' },
    gender: { 'ui:widget': 'radio', 'ui:options': { labelPrefix: 'forms:gender.' } },
  },
);

describe('ui:effects', () => {
  it('applies named effects to changed data and shows the result in the fields', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: ROMANIAN, onChange });
    await user.type(screen.getByLabelText(/^National identification number/), '2850412400018');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ nationalIdNumber: '2850412400018', birthDate: '1985-04-12', gender: 'female' }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Year').value).toBe('1985');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Female' }).checked).toBe(true);
  });

  it('never reports the data from before the effect ran', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: ROMANIAN, onChange, formData: { nationalIdNumber: '285041240001' } });
    await user.type(screen.getByLabelText(/^National identification number/), '8');
    for (const [data] of onChange.mock.calls) {
      if (data.nationalIdNumber === '2850412400018') expect(data.birthDate).toBe('1985-04-12');
    }
  });
});
