import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import platform from '../../../schemas/settings/platform.json' with { type: 'json' };
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import type { RuleContext } from '../../../src/engine/rules/rule';
import { SchemaForm, type SchemaFormProps } from '../../../src/renderer/schema-form';
import { compileValidateFns } from './compile-validate-fns';
import { createTestI18n } from './create-test-i18n';
import { testVariant } from './test-variant';

export const TEST_NOW = new Date('2026-01-01T12:00:00Z');

export function testSettings(fe: Record<string, unknown> = {}): PlatformSettings {
  const base = platform as unknown as PlatformSettings;
  return { ...base, fe: { ...base.fe, ...fe } };
}

export function testRuleContext(settings: PlatformSettings = testSettings()): RuleContext {
  return { settings, market: 'INT', now: TEST_NOW };
}

const compiled = new Map<unknown, ReturnType<typeof compileValidateFns>>();

/** Renders SchemaForm with real i18n (English by default) and a test-time compiled validator. */
export function renderSchemaForm(
  overrides: Partial<SchemaFormProps> = {},
  i18nInstance: i18n = createTestI18n(),
) {
  const variant = overrides.variant ?? testVariant();
  let validateFn = compiled.get(variant.schema);
  if (!validateFn) {
    validateFn = compileValidateFns(variant.schema);
    compiled.set(variant.schema, validateFn);
  }
  const ruleContext = overrides.ruleContext ?? testRuleContext();
  const props: SchemaFormProps = {
    variant,
    validateFn,
    ruleContext,
    onSubmit: () => undefined,
    formContext: { settings: ruleContext.settings, now: TEST_NOW },
    ...overrides,
  };
  const view = render(
    <I18nextProvider i18n={i18nInstance}>
      <SchemaForm {...props} />
    </I18nextProvider>,
  );
  const rerender = (next: Partial<SchemaFormProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18nInstance}>
        <SchemaForm {...props} {...next} />
      </I18nextProvider>,
    );
  return { ...view, props, rerender, i18n: i18nInstance };
}
