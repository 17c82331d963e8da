import type { TFunction } from 'i18next';

/**
 * Text of an enum option. Content gives option titles as i18n keys (oneOf `title`, `ui:enumNames`);
 * a bare enum value is looked up under `ui:options.labelPrefix` + value ("forms:gender." + "male").
 */
export function optionLabel(
  t: TFunction,
  label: string,
  value: unknown,
  labelPrefix: unknown,
): string {
  if (typeof labelPrefix === 'string' && label === String(value)) return t(`${labelPrefix}${String(value)}`);
  return t(label);
}
