import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchemaForm, TEST_NOW, testSettings } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const TWO_FIELDS = testVariant(
  {
    $id: 'test-keystroke',
    type: 'object',
    required: ['first'],
    properties: {
      first: { type: 'string', title: 'forms:nickName.label', maxLength: 20 },
      second: { type: 'string', title: 'forms:zipCode.label', maxLength: 20 },
    },
  },
  { first: { 'ui:widget': 'text' }, second: { 'ui:widget': 'text' } },
);

function nickname(): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(/^Nickname/);
}

describe('what a keystroke costs (issue 18)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('costs rjsf nothing per keystroke or blur: no form-state derivation, no render of its form', async () => {
    const user = userEvent.setup();
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');
    const render = vi.spyOn(Form.prototype, 'render');
    const onChange = vi.fn();
    renderSchemaForm({ variant: TWO_FIELDS, onChange });
    const derivedAtMount = derive.mock.calls.length;
    const renderedAtMount = render.mock.calls.length;
    await user.type(nickname(), 'abcd');
    expect(onChange).toHaveBeenLastCalledWith({ first: 'abcd' });
    // a blur that shows an error and one that clears it: the field shows it, rjsf is not asked
    await user.clear(nickname());
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(nickname().getAttribute('aria-invalid')).toBe('true');
    await user.type(nickname(), 'x');
    await user.tab();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(nickname().getAttribute('aria-invalid')).toBe('false');
    // before issue 18 rjsf derived its whole form state once per keystroke (processChange) and again per blur (a new extraErrors)
    expect(derive.mock.calls.length - derivedAtMount).toBe(0);
    expect(render.mock.calls.length - renderedAtMount).toBe(0);
  });

  it('keeps what was typed when SchemaForm renders again with other props (errors, formContext, read-only list)', async () => {
    const user = userEvent.setup();
    const view = renderSchemaForm({ variant: TWO_FIELDS });
    await user.type(nickname(), 'kept');
    view.rerender({ formContext: { settings: testSettings(), now: TEST_NOW, language: 'en' } });
    expect(nickname().value).toBe('kept');
    view.rerender({ readonlyFields: ['second'] });
    expect(nickname().value).toBe('kept');
    // a blur error appears (a new extraErrors for rjsf): the value stays
    await user.clear(nickname());
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.type(nickname(), 'again');
    await user.tab();
    expect(nickname().value).toBe('again');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('shows data the caller replaces, and submits it with what is typed after', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const view = renderSchemaForm({ variant: TWO_FIELDS, formData: { first: 'one' }, onSubmit });
    expect(nickname().value).toBe('one');
    act(() => view.rerender({ formData: { first: 'two', second: '1234' } }));
    expect(nickname().value).toBe('two');
    expect(screen.getByLabelText<HTMLInputElement>(/^Zip code/).value).toBe('1234');
    await user.type(nickname(), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ first: 'twox', second: '1234' });
  });
});
