import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidatorFunctions } from '../../../../src/engine/compiled-validate-function';
import type { PlatformSettings } from '../../../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../../../src/engine/resolved-variant';
import { SchemaForm } from '../../../../src/renderer/schema-form';
import { useRuleContext } from '../../../../src/renderer/use-rule-context';

const NO_DATA: Record<string, unknown> = {};

export interface OursFormProps {
  variant: ResolvedVariant;
  validateFns: ValidatorFunctions;
  settings: PlatformSettings;
  page?: string;
  inputs?: Readonly<Record<string, unknown>>;
}

/**
 * Our SchemaForm with the props the registration view passes it (src/ui/flow-host/flow-form.tsx):
 * starting data, an onChange keeping the latest data, the served settings as rule and form
 * context, the language, the runtime inputs, the page.
 */
export function OursForm({ variant, validateFns, settings, page, inputs }: OursFormProps) {
  const { i18n } = useTranslation();
  const latestData = useRef<Record<string, unknown>>(NO_DATA);
  const ruleContext = useRuleContext(settings.be, settings.fe, variant.market);
  const formContext = useMemo(() => ({ settings: { be: settings.be, fe: settings.fe }, language: i18n.language }), [settings, i18n.language]);
  return (
    <SchemaForm
      key={`${variant.formId}/${page ?? ''}`}
      variant={variant}
      validateFn={validateFns}
      ruleContext={ruleContext}
      page={page}
      formData={NO_DATA}
      onChange={(next) => {
        latestData.current = next;
      }}
      onSubmit={() => undefined}
      formContext={formContext}
      inputs={inputs}
    />
  );
}
