import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../../api/localize-api-error';
import type { IdentificationNotice } from './identification-notice';

/** The text of a failed identification in the player's language. */
export function useIdentificationNoticeText(notice: IdentificationNotice | null, method: string): string | null {
  const { t } = useTranslation();
  if (notice === null) return null;
  if ('error' in notice) return localizeApiError(notice.error, t);
  return t(`identification:errors.${notice.key}`, { method: t(`identification:methods.${method}`) });
}
