import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const CONDITIONAL = testVariant(
  {
    $id: 'test-conditional',
    type: 'object',
    required: ['reason'],
    properties: {
      reason: { type: 'string', title: 'forms:gender.label', enum: ['male', 'female'] },
      nickName: { type: 'string', title: 'forms:nickName.label', maxLength: 20 },
    },
    allOf: [
      {
        if: { required: ['reason'], properties: { reason: { const: 'female' } } },
        then: { required: ['zipCode'], properties: { zipCode: { type: 'string', title: 'forms:zipCode.label', maxLength: 10 } } },
      },
    ],
  },
  {
    'ui:order': ['reason', 'zipCode', 'nickName'],
    reason: { 'ui:widget': 'select', 'ui:options': { labelPrefix: 'forms:gender.' } },
    nickName: { 'ui:widget': 'text' },
    zipCode: { 'ui:widget': 'text' },
  },
);

describe('fields hosted by SchemaForm (issue 18)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('typing costs rjsf no render; a pick in a field an if reads derives the layout again with the typed data kept', async () => {
    const user = userEvent.setup();
    const render = vi.spyOn(Form.prototype, 'render');
    const onChange = vi.fn();
    renderSchemaForm({ variant: CONDITIONAL, onChange });
    const atMount = render.mock.calls.length;
    await user.type(screen.getByLabelText(/^Nickname/), 'ab');
    expect(onChange).toHaveBeenLastCalledWith({ nickName: 'ab' });
    expect(render.mock.calls.length).toBe(atMount);
    // the select's field is one an `if` reads: the layout changes, so rjsf renders with the store's data
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Gender/).selectedOptions[0]?.textContent).toBe('Female');
    const zip = await screen.findByLabelText<HTMLInputElement>(/^Zip code/);
    expect(zip.getAttribute('aria-required')).toBe('true');
    expect(render.mock.calls.length).toBeGreaterThan(atMount);
    // what was typed before the layout changed is still there and in the data
    expect(screen.getByLabelText<HTMLInputElement>(/^Nickname/).value).toBe('ab');
    await user.type(zip, '1234');
    expect(onChange).toHaveBeenLastCalledWith({ nickName: 'ab', reason: 'female', zipCode: '1234' });
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'Male');
    expect(screen.queryByLabelText(/^Zip code/)).toBeNull();
  });

  it('Enter right after typing submits what was typed (no blur needed)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderSchemaForm({ variant: CONDITIONAL, onSubmit, formData: { reason: 'male' } });
    await user.type(screen.getByLabelText(/^Nickname/), 'quick{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'male', nickName: 'quick' });
  });

  it('a failed submit focuses the first invalid field in page order and marks it invalid', async () => {
    const user = userEvent.setup();
    renderSchemaForm({ variant: CONDITIONAL, formData: { reason: 'female' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const zip = screen.getByLabelText<HTMLInputElement>(/^Zip code/);
    expect(document.activeElement).toBe(zip);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.closest('.sf-field')?.className).toContain('sf-field--invalid');
  });

  it('a caller that hands back what onChange reported costs rjsf no render; new data from it shows', async () => {
    const user = userEvent.setup();
    const render = vi.spyOn(Form.prototype, 'render');
    let reported: Record<string, unknown> = {};
    const view = renderSchemaForm({ variant: CONDITIONAL, onChange: (data) => (reported = data) });
    await user.type(screen.getByLabelText(/^Nickname/), 'echo');
    const before = render.mock.calls.length;
    act(() => view.rerender({ formData: reported, onChange: (data) => (reported = data) }));
    expect(render.mock.calls.length).toBe(before);
    expect(screen.getByLabelText<HTMLInputElement>(/^Nickname/).value).toBe('echo');
    act(() => view.rerender({ formData: { nickName: 'replaced' } }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Nickname/).value).toBe('replaced');
  });
});
