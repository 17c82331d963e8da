import type { WidgetProps } from '@rjsf/utils';
import { useFieldTranslation } from '../use-field-translation';
import { runtimeInput } from '../../engine/runtime-inputs/check-runtime-inputs';
import { formContextOf } from '../form-state/form-context-of';
import { RadioChoices } from './radio-choices';

/** campaignId values with a meaning of their own (spec 1 §5). */
export const PROMO_CODE_CAMPAIGN = 0;
export const NO_BONUS_CAMPAIGN = -1;

/**
 * The welcome bonus: one radio per campaign of the runtime input `campaigns` (the form declares
 * it in `x-inputs`; WIDGET_INPUTS lists it), then "enter a promo code" (0) and "No thanks,
 * proceed without bonus" (-1). Campaign titles come translated from the platform. With no
 * campaigns the field template hides the field.
 */
export function CampaignSelectWidget(props: WidgetProps) {
  const value: unknown = props.value;
  const { registry, onChange } = props;
  const { t } = useFieldTranslation();
  const context = formContextOf(registry);
  const campaigns = runtimeInput(context.inputs, 'campaigns', context.formId);
  const entries = [
    ...campaigns.map((campaign) => ({ id: campaign.campaignId, label: campaign.title })),
    { id: PROMO_CODE_CAMPAIGN, label: t('renderer:campaign.promoCode') },
    { id: NO_BONUS_CAMPAIGN, label: t('renderer:campaign.noBonus') },
  ];
  const choices = entries.map((entry) => ({ key: String(entry.id), label: entry.label, checked: value === entry.id }));
  return (
    <RadioChoices
      {...props}
      name={props.htmlName ?? props.id}
      choices={choices}
      onPick={(index) => onChange(entries[index]?.id)}
    />
  );
}
