import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { DescriptionFieldTemplate } from './description-field-template';
import { ErrorListTemplate } from './error-list-template';
import { FieldErrorTemplate } from './field-error-template';
import { FieldHelpTemplate } from './field-help-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { SubmitButtonTemplate } from './submit-button-template';
import { TitleFieldTemplate } from './title-field-template';

/** Our templates over rjsf's defaults; a module constant so every render hands rjsf the same objects. */
export const TEMPLATE_REGISTRY: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { SubmitButton: SubmitButtonTemplate },
};
