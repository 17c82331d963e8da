import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../../src/engine/json-value';
import { NumberField } from '../../../src/renderer/fields/number-field';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const NUMBER_FIELDS = 20;

function manyNumbers(): JsonObject {
  const properties = Object.fromEntries(
    Array.from({ length: NUMBER_FIELDS }, (_, index) => [`n${index}`, { type: 'number', title: `forms:n${index}`, minimum: 0, maximum: 100 }]),
  );
  return { $id: 'test-many-numbers', type: 'object', properties };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NumberField (issue 18: mount cost)', () => {
  it('mounts a form of number fields without building a number format per field', () => {
    const formats = vi.spyOn(Intl, 'NumberFormat');
    renderSchemaForm({ variant: testVariant(manyNumbers()) });
    expect(screen.getAllByRole('textbox')).toHaveLength(NUMBER_FIELDS);
    // rjsf's own NumberField builds one per field and render (20 here); ours none until a number shows
    expect(formats).not.toHaveBeenCalled();
  });

  it('does what rjsf\'s own NumberField does for a widget rendered from its props: "1." and "1.50" stay typed, the data is the number', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { amount: { type: 'number', title: 'Amount' } } };
    const uiSchema = { amount: { 'ui:options': { inputType: 'text' } } };
    async function typeWith(fields: { NumberField: typeof NumberField } | undefined): Promise<unknown[]> {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const view = render(<Form schema={schema} uiSchema={uiSchema} validator={validator} fields={fields} onChange={onChange} />);
      const input = screen.getByLabelText<HTMLInputElement>('Amount');
      const seen: unknown[] = [];
      for (const text of ['1', '.', '5', '0']) {
        await user.type(input, text);
        seen.push(input.value, (onChange.mock.lastCall?.[0] as { formData?: unknown } | undefined)?.formData);
      }
      await user.clear(input);
      seen.push(input.value, (onChange.mock.lastCall?.[0] as { formData?: unknown } | undefined)?.formData);
      view.unmount();
      return seen;
    }
    const ours = await typeWith({ NumberField });
    expect(ours).toEqual(['1', { amount: 1 }, '1.', { amount: 1 }, '1.5', { amount: 1.5 }, '1.50', { amount: 1.5 }, '', {}]);
    expect(ours).toEqual(await typeWith(undefined));
  });
});
