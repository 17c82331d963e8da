import type { RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './amount-widget';
import { AttachmentUploadWidget } from './attachment-upload-widget';
import { BirthDateWidget } from './birth-date-widget';
import { CameraUploadWidget } from './camera-upload-widget';
import { CampaignSelectWidget } from './campaign-select-widget';
import { CheckboxWidget } from './checkbox-widget';
import { ConsentWidget } from './consent-widget';
import { CountrySelectWidget } from './country-select-widget';
import { DependentTextWidget } from './dependent-text-widget';
import { EmailWidget } from './email-widget';
import { FileUploadWidget } from './file-upload-widget';
import { HiddenWidget } from './hidden-widget';
import { IbanWidget } from './iban-widget';
import { LimitPeriodWidget } from './limit-period-widget';
import { OnDemandPhoneWidget } from './on-demand-phone-widget';
import { PasswordWidget } from './password-widget';
import { PromoCodeWidget } from './promo-code-widget';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';
import { SofRangeSelectWidget } from './sof-range-select-widget';
import { SofTypeSelectWidget } from './sof-type-select-widget';
import { StateSelectWidget } from './state-select-widget';
import { TextWidget } from './text-widget';
import { TextareaWidget } from './textarea-widget';
import type { WidgetName } from './widget-names';

/** Every widget content may name in `ui:widget` (keys equal WIDGET_NAMES). A module constant: one registry for all forms. */
export const WIDGET_REGISTRY = {
  text: TextWidget,
  email: EmailWidget,
  password: PasswordWidget,
  birthDate: BirthDateWidget,
  countrySelect: CountrySelectWidget,
  stateSelect: StateSelectWidget,
  // libphonenumber-js loads with the forms that have a phone field (issue 18)
  phone: OnDemandPhoneWidget,
  consent: ConsentWidget,
  radio: RadioWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  hidden: HiddenWidget,
  textarea: TextareaWidget,
  campaignSelect: CampaignSelectWidget,
  limitAmount: LimitPeriodWidget,
  amount: AmountWidget,
  dependentText: DependentTextWidget,
  fileUpload: FileUploadWidget,
  cameraUpload: CameraUploadWidget,
  sofTypeSelect: SofTypeSelectWidget,
  sofRangeSelect: SofRangeSelectWidget,
  iban: IbanWidget,
  attachmentUpload: AttachmentUploadWidget,
  promoCode: PromoCodeWidget,
} satisfies Record<WidgetName, RegistryWidgetsType[string]>;
