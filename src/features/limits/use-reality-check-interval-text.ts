import { useTranslation } from 'react-i18next';

/** An interval as the form's choices name it ("1 hour 30 minutes"), else in minutes ("50 minutes"). */
export function useRealityCheckIntervalText(): (minutes: number) => string {
  const { t, i18n } = useTranslation('limits');
  return (minutes) => {
    const key = `realityCheck.options.${minutes}`;
    return i18n.exists(`limits:${key}`) ? t(key) : t('realityCheck.minutesCount', { minutes });
  };
}
