import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../src/engine/json-value';
import { countingWholeForm } from './helpers/counting-whole-form';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const FLAT_SCHEMA: JsonObject = {
  $id: 'test-blur',
  type: 'object',
  required: ['email', 'confirmEmail', 'nickName'],
  properties: {
    email: { type: 'string', title: 'forms:email.label', format: 'email', maxLength: 100 },
    confirmEmail: { type: 'string', title: 'forms:confirmEmail.label', maxLength: 100 },
    nickName: { type: 'string', title: 'forms:nickName.label', minLength: 3, maxLength: 20 },
  },
  'x-rules': { confirmEmail: { rule: 'sameAs', params: { field: 'confirmEmail', other: 'email' } } },
};
const FLAT = testVariant(FLAT_SCHEMA, { email: { 'ui:widget': 'email' }, confirmEmail: { 'ui:widget': 'email' }, nickName: { 'ui:widget': 'text' } });

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('what a blur costs (issue 18): the field, not the form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves rjsf\'s Form out of a blur: no state update of the whole form, also for a group widget', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    // rjsf's Form.onBlur queues a setState of the Form (a render pass over the whole form) on every blur
    const formUpdates = vi.spyOn(Form.prototype, 'setState');
    const schema: JsonObject = {
      $id: 'test-blur-rjsf',
      type: 'object',
      properties: {
        nickName: { type: 'string', title: 'forms:nickName.label', minLength: 3, maxLength: 20 },
        gender: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
      },
    };
    renderSchemaForm({ variant: testVariant(schema, { nickName: { 'ui:widget': 'text' }, gender: { 'ui:widget': 'radio', 'ui:options': { labelPrefix: 'forms:gender.' } } }) });
    const before = formUpdates.mock.calls.length;
    await user.type(field(/^Nickname/), 'ab');
    await user.tab();
    expect(await screen.findByText(/at least 3/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(field(/^Nickname/));
    await user.type(field(/^Nickname/), 'c');
    await user.tab();
    expect(screen.queryByText(/at least 3/)).toBeNull();
    expect(formUpdates.mock.calls.length - before).toBe(0);
  });

  it('validates the left field with its own validator, and the whole form only on submit', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { fns, wholeFormRuns } = countingWholeForm(FLAT_SCHEMA);
    const onSubmit = vi.fn();
    renderSchemaForm({ variant: FLAT, validateFn: fns, onSubmit });
    await user.type(field(/^Nickname/), 'ab');
    await user.tab();
    expect(await screen.findByText(/at least 3/)).toBeTruthy();
    await user.type(field(/^Nickname/), 'c');
    await user.tab();
    expect(screen.queryByText(/at least 3/)).toBeNull();
    // an untouched required field says nothing before submit, as before
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(wholeFormRuns()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(wholeFormRuns()).toBe(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
  });

  it('still runs the rules that read the left field: a confirmation stops mismatching when the first field is corrected', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { fns, wholeFormRuns } = countingWholeForm(FLAT_SCHEMA);
    renderSchemaForm({ variant: FLAT, validateFn: fns });
    await user.type(field(/^E-mail/), 'a@b.cc');
    await user.tab();
    await user.type(field(/^Confirm/), 'x@y.zz');
    await user.tab();
    expect(await screen.findByText('The values must be the same.')).toBeTruthy();
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'x@y.zz');
    await user.tab();
    expect(screen.queryByText('The values must be the same.')).toBeNull();
    // and back: leaving the first field with another value brings the confirmation's mismatch back
    await user.type(field(/^E-mail/), 'q');
    await user.tab();
    expect(await screen.findByText('The values must be the same.')).toBeTruthy();
    expect(wholeFormRuns()).toBe(0);
  });

  it('validates a field a condition only shapes with its own validator (the condition evaluated on the data), the whole form where a condition reads the left field', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const schema: JsonObject = {
      $id: 'test-blur-condition',
      type: 'object',
      properties: {
        country: { type: 'string', title: 'forms:country.label', maxLength: 3 },
        zipCode: { type: 'string', title: 'forms:zipCode.label', maxLength: 10 },
      },
      allOf: [{ if: { required: ['country'], properties: { country: { const: 'HUN' } } }, then: { properties: { zipCode: { pattern: '^[1-9][0-9]{3}$', maxLength: 4 } } } }],
    };
    const { fns, wholeFormRuns } = countingWholeForm(schema);
    renderSchemaForm({ variant: testVariant(schema, { country: { 'ui:widget': 'text' }, zipCode: { 'ui:widget': 'text' } }), validateFn: fns, formData: { country: 'HUN' } });
    // the Hungarian pattern applies to the zip code: its own validator says so (before s25: the whole form)
    await user.type(field(/^Zip code/), '0123');
    await user.tab();
    expect(field(/^Zip code/).getAttribute('aria-invalid')).toBe('true');
    expect(wholeFormRuns()).toBe(0);
    // the country is read by the condition: leaving it can change other fields' verdicts
    await user.clear(field(/^Country/));
    await user.type(field(/^Country/), 'DEU');
    await user.tab();
    expect(wholeFormRuns()).toBe(1);
    expect(field(/^Zip code/).getAttribute('aria-invalid')).toBe('false');
  });
});
