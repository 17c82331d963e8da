import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** rjsf's submit button in our markup; `ui:submitButtonOptions.submitText` is an i18n key. */
export function SubmitButtonTemplate({ uiSchema }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" {...props} className="sf-button sf-button--primary">
      {t(submitText ?? 'renderer:submit')}
    </button>
  );
}
