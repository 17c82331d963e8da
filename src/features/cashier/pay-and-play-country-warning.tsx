import { useTranslation } from 'react-i18next';
import './cashier.css';

/**
 * spec 2 §2 error screens, §5: "Pay-and-play country warning listing the allowed countries" — a
 * visitor whose country is not among the countries pay-and-play is allowed for (setting
 * `payAndPlay.allowedCountries`) cannot deposit without an account here; the page around it
 * offers the login.
 */
export function PayAndPlayCountryWarning({ allowedCountries }: { allowedCountries: readonly string[] }) {
  const { t } = useTranslation('cashier');
  return (
    <div className="notice notice--warning pay-and-play-country-warning" role="alert">
      <p>{t('payAndPlay.countryWarning')}</p>
      <p id="pay-and-play-allowed-countries">{t('payAndPlay.allowedCountries')}</p>
      <ul aria-labelledby="pay-and-play-allowed-countries">
        {allowedCountries.map((country) => (
          <li key={country}>{t(`countries.${country}`, { defaultValue: country })}</li>
        ))}
      </ul>
    </div>
  );
}
