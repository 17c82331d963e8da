import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/renderer/schema-form';
import { compileValidateFns } from './helpers/compile-validate-fns';
import { createTestI18n } from './helpers/create-test-i18n';
import { renderSchemaForm, testRuleContext, testSettings, TEST_NOW } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';
import type * as TextWidgetModule from '../../src/renderer/widgets/text-widget';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../src/renderer/widgets/text-widget', async (importOriginal) => {
  const original = await importOriginal<typeof TextWidgetModule>();
  return {
    TextWidget: (props: WidgetProps) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return original.TextWidget(props);
    },
  };
});

const TWO_FIELDS = testVariant(
  {
    $id: 'test-two',
    type: 'object',
    required: ['first'],
    properties: {
      first: { type: 'string', title: 'forms:nickName.label', maxLength: 20 },
      second: { type: 'string', title: 'forms:zipCode.label', maxLength: 20 },
    },
  },
  { first: { 'ui:widget': 'text' }, second: { 'ui:widget': 'text' } },
);

function rendersOf(field: string): number {
  return renders.get(`sf-test-two_${field}`) ?? 0;
}

describe('render isolation', () => {
  beforeEach(() => renders.clear());

  it('a keystroke renders nothing: the text input keeps its own value and the data store gets it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ variant: TWO_FIELDS, onChange });
    const first = rendersOf('first');
    const second = rendersOf('second');
    await user.type(screen.getByLabelText(/^Nickname/), 'abc');
    expect(screen.getByLabelText<HTMLInputElement>(/^Nickname/).value).toBe('abc');
    expect(onChange).toHaveBeenLastCalledWith({ first: 'abc' });
    expect(rendersOf('first')).toBe(first);
    expect(rendersOf('second')).toBe(second);
  });

  it('holds when the parent controls the data and re-renders on every change', async () => {
    const user = userEvent.setup();
    const validateFn = compileValidateFns(TWO_FIELDS.schema);
    const ruleContext = testRuleContext();
    function Parent() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <SchemaForm
          variant={TWO_FIELDS}
          validateFn={validateFn}
          ruleContext={ruleContext}
          formData={data}
          onChange={setData}
          onSubmit={() => undefined}
          formContext={{ settings: testSettings(), now: TEST_NOW }}
        />
      );
    }
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Parent />
      </I18nextProvider>,
    );
    const before = rendersOf('second');
    await user.type(screen.getByLabelText(/^Nickname/), 'abc');
    expect(screen.getByLabelText<HTMLInputElement>(/^Nickname/).value).toBe('abc');
    expect(rendersOf('second')).toBe(before);
  });

  it('a blur error re-renders the field that shows it, not its neighbours', async () => {
    const user = userEvent.setup();
    renderSchemaForm({ variant: TWO_FIELDS });
    const before = rendersOf('second');
    await user.click(screen.getByLabelText(/^Nickname/));
    await user.click(document.body);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(rendersOf('second')).toBe(before);
  });
});
