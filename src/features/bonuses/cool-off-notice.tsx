import { useTranslation } from 'react-i18next';

/** "Bonuses are unavailable during your cool-off" with its end (spec 3 §4 "unavailable during a cool-off"). */
export function CoolOffNotice({ until }: { until: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(until));
  return (
    <p role="note" className="bonuses__cool-off">
      {t('coolOff', { date })}
    </p>
  );
}
