import { useTranslation } from 'react-i18next';

/** "* Mandatory field." and the note that some details cannot be changed later, above every registration form. */
export function MandatoryNote() {
  const { t } = useTranslation();
  return (
    <p className="registration__note">
      {t('registration:mandatoryNote')} {t('registration:unchangeableNote')}
    </p>
  );
}
