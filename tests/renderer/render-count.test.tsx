import { act, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/engine/json-value';
import { SchemaForm } from '../../src/renderer/schema-form';
import { syntheticFormId, syntheticSchema, syntheticTexts, syntheticUi, targetField } from '../../scripts/bench/synthetic-form';
import { compileValidateFns } from './helpers/compile-validate-fns';
import { commitCounter } from './helpers/count-renders';
import { createTestI18n } from './helpers/create-test-i18n';
import { testRuleContext, TEST_NOW } from './helpers/render-schema-form';
import { testVariant } from './helpers/test-variant';

const counter = commitCounter();
afterAll(() => counter.uninstall());

/** The bench's synthetic form of `size` fields (patterns, bounded numbers, selects, e-mails), mounted as the bench mounts it. */
function mountSynthetic(size: number) {
  const schema = syntheticSchema(size, 'keys') as JsonObject;
  const variant = { ...testVariant(schema, syntheticUi(size) as JsonObject), formId: syntheticFormId(size) };
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'bench', syntheticTexts(size));
  const ruleContext = testRuleContext();
  render(
    <I18nextProvider i18n={i18n}>
      {counter.wrap(
        <SchemaForm
          variant={variant}
          validateFn={compileValidateFns(schema)}
          ruleContext={ruleContext}
          formData={{}}
          onChange={() => undefined}
          onSubmit={() => undefined}
          formContext={{ settings: ruleContext.settings, now: TEST_NOW, language: 'en' }}
        />,
      )}
    </I18nextProvider>,
  );
  const input = (field: string) => document.getElementById(`sf-${syntheticFormId(size)}_${field}`) as HTMLInputElement;
  return { input, target: input(targetField(size)) };
}

/** The text of the field's error lines. */
function errorsOf(field: HTMLInputElement): string {
  return document.getElementById(`${field.id}__error`)?.textContent ?? '';
}

/** What leaving the field with `value` renders: the field's own frame and control, in one commit. */
function blurWith(field: HTMLInputElement, value: string) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
  counter.reset();
  act(() => field.blur());
  return counter.counts();
}

describe('what renders per keystroke and per blur, at the bench sizes (issue 18)', () => {
  it.each([50, 1000])('%i fields: a keystroke renders nothing, a select one field, a blur the left field alone, each in at most one commit', { timeout: 120_000 }, (size) => {
    const { input, target } = mountSynthetic(size);
    act(() => target.focus());
    counter.reset();
    for (const text of ['a', 'ab', 'abc']) fireEvent.change(target, { target: { value: text } });
    expect(counter.counts()).toEqual({ commits: 0, componentRenders: 0, fieldRenders: 0 });

    // a controlled widget renders itself and nothing else (the second option: values are enum indexes)
    // the synthetic kinds cycle pattern, number, enum, e-mail: two after the target is a select
    const select = input(`f${Number(targetField(size).slice(1)) + 2}`);
    expect(select.tagName).toBe('SELECT');
    counter.reset();
    fireEvent.change(select, { target: { value: '1' } });
    const picked = counter.counts();
    expect(select.value).toBe('1');
    expect(picked.commits).toBe(1);
    expect(picked.fieldRenders).toBe(1);
    expect(picked.componentRenders).toBeLessThanOrEqual(3);

    // an invalid value shows its error line, a valid one clears it: each the left field's frame and
    // control only, in one commit (it was two, with SchemaForm, its summary and notices rendering)
    const shown = blurWith(target, 'ab1');
    expect(errorsOf(target)).toBe('Error: The value has the wrong format.');
    expect(target.getAttribute('aria-invalid')).toBe('true');
    const cleared = blurWith(target, 'abc');
    expect(target.getAttribute('aria-invalid')).toBe('false');
    expect(errorsOf(target)).toBe('');
    for (const counts of [shown, cleared]) {
      expect(counts.commits).toBe(1);
      // the control itself (aria-invalid, aria-describedby)
      expect(counts.fieldRenders).toBe(1);
      // the field's template, its error lines, the hosted widget, the widget and its input: not the form
      expect(counts.componentRenders).toBeLessThanOrEqual(6);
    }
    // leaving a field unchanged renders nothing at all
    expect(blurWith(target, 'abc')).toEqual({ commits: 0, componentRenders: 0, fieldRenders: 0 });
  });
});
