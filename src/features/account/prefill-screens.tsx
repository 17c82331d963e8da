import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { LoadFailed } from './load-failed';
import type { PrefillContext } from './prefill-context';

/** What the prefill form hands its screens: how to go on once the profile is complete. */
export interface PrefillExtras {
  onDone: () => void;
}

type Props = FlowScreenProps<PrefillContext, PrefillExtras>;

/** The warning of the type (spec 3 §2): why the details are needed before a deposit, withdrawal, game or bingo. */
function PrefillWarning({ context }: Props) {
  const { t } = useTranslation('account');
  return (
    <p className="account__prefill-warning" role="note">
      {t(`prefill.warning.${context.prefillType}`)}
    </p>
  );
}

function Prefilled({ context, extras }: Props) {
  const { t } = useTranslation('account');
  return (
    <div className="account__prefilled">
      <p role="status">{t('prefill.done')}</p>
      <button type="button" className="button" onClick={extras.onDone}>
        {t(`prefill.continue.${context.prefillType}`)}
      </button>
    </div>
  );
}

/** The screens flows/profile-prefill.flow.json names. */
export const prefillScreens: FlowScreenRegistry<PrefillContext, PrefillExtras> = {
  loadFailed: LoadFailed,
  prefillWarning: PrefillWarning,
  prefilled: Prefilled,
};
