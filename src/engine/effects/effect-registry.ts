import { clearValueOutsideSettingList } from './clear-value-outside-setting-list';
import type { EffectDefinition } from './effect-definition';
import { fillFromRomanianNationalId } from './fill-from-romanian-national-id';
import { forceSettingOption } from './force-setting-option';
import { fullConsent } from './full-consent';
import { lettersAndDigitsOnly } from './letters-and-digits-only';

/**
 * Effects content may name in the root uiSchema `ui:effects`
 * (`{ "<entry id>": { "effect": name, "params": {…} } }`, keyed so overlays can merge-patch single entries).
 */
export const EFFECT_REGISTRY: Readonly<Record<string, EffectDefinition>> = {
  fillFromRomanianNationalId: {
    run: fillFromRomanianNationalId,
    required: ['field', 'birthDate', 'gender'],
    fieldParams: ['field', 'birthDate', 'gender', 'country'],
    settingParams: [],
  },
  clearValueOutsideSettingList: {
    run: clearValueOutsideSettingList,
    required: ['field', 'setting'],
    fieldParams: ['field', 'keyField'],
    settingParams: ['setting'],
  },
  forceSettingOption: { run: forceSettingOption, required: ['field', 'setting'], fieldParams: ['field'], settingParams: ['setting'] },
  // documents (issue 14 §4): the Hungarian address card number
  lettersAndDigitsOnly: { run: lettersAndDigitsOnly, required: ['field'], fieldParams: ['field'], settingParams: [] },
  fullConsent: { run: fullConsent, required: ['field', 'email', 'sms', 'push'], fieldParams: ['field', 'email', 'sms', 'push'], settingParams: [] },
};
