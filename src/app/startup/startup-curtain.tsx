import { useTranslation } from 'react-i18next';
import './startup.css';

/** The preloading curtain over the lobby while its game menu loads (spec 1 §2 Startup). */
export function StartupCurtain() {
  const { t } = useTranslation('startup');
  return (
    <div className="startup-curtain" data-testid="startup-curtain" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="startup-curtain__text">{t('curtain.loading')}</span>
    </div>
  );
}
