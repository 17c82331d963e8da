import { useTranslation } from 'react-i18next';
import type { LimitPeriods } from '../../api/endpoints';
import { CYCLIC_PERIODS } from '../../engine/limits/limit-kinds';
import { limitTimeText } from '../../renderer/widgets/limit-times';

/**
 * What happens when each period of a limit ends (spec 3 §3 "auto-renew flag"): a limit without
 * auto-renew applies for its current period only, so the player reads when it lapses, and that a
 * renewing one starts again with nothing used. Shown under the editor from the loaded limits.
 */
export function LimitExpiryNotes({ periods }: { periods: LimitPeriods }) {
  const { t, i18n } = useTranslation();
  const notes = CYCLIC_PERIODS.flatMap((period) => {
    const limit = periods[period];
    if (limit?.amount == null) return [];
    const periodName = t(`limits:expiry.periods.${period}`);
    if (limit.expiresAt != null) return [{ period, text: t('limits:expiry.lapses', { period: periodName, time: limitTimeText(limit.expiresAt, i18n.language) }), lapses: true }];
    if (limit.autoRenew && limit.endTime != null) return [{ period, text: t('limits:expiry.renews', { period: periodName, time: limitTimeText(limit.endTime, i18n.language) }), lapses: false }];
    return [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="limit-expiry" aria-label={t('limits:expiry.title')}>
      {notes.map(({ period, text, lapses }) => (
        <li key={period} className={lapses ? 'limit-expiry__item limit-expiry__item--lapses' : 'limit-expiry__item'}>
          {text}
        </li>
      ))}
    </ul>
  );
}
