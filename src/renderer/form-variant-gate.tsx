import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedVariant } from '../engine/loaded-variant';
import { servedMarket } from '../engine/served-market';
import type { Direction } from '../engine/variant-axes';
import { useFormVariant } from './use-form-variant';

interface FormVariantGateProps {
  formId: string;
  /** the variant axes beyond the market (cashier forms): payment method and direction */
  axes?: { method?: string; direction?: Direction };
  settings: { be: Record<string, unknown> | null; fe: Record<string, unknown> | null };
  /** called once per drift with the setting paths whose served value differs from the compiled one */
  onDrift: (report: { formId: string; market: string; paths: string[] }) => void;
  children: (loaded: LoadedVariant) => ReactNode;
}

/** Shows a form only with the variant compiled for the served market and settings; never a stale one. */
export const FormVariantGate = observer(function FormVariantGate({ formId, axes, settings, onDrift, children }: FormVariantGateProps) {
  const { t } = useTranslation();
  // the same fallback as SettingsStore.market
  const market = servedMarket(settings.fe);
  const state = useFormVariant({ formId, market, method: axes?.method, direction: axes?.direction, be: settings.be, fe: settings.fe, onDrift });
  switch (state.status) {
    case 'loading':
      return <p role="status">{t('common:status.loading')}</p>;
    case 'outdated':
      return (
        <p role="alert" className="form-outdated">
          {t('renderer:variant.outdated')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="form-failed">
          {t('renderer:variant.failed')}
        </p>
      );
    case 'ready':
      return <>{children(state.loaded)}</>;
  }
});
