import { useTranslation } from 'react-i18next';

/** Shown while a page chunk loads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <p className="page-fallback" role="status">
      {t('common:status.loading')}
    </p>
  );
}
