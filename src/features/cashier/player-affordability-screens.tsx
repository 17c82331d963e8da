import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { PlayerAffordabilityContext } from './player-affordability-implementations';
import { useBackToCashierLabel } from './use-back-to-cashier-label';

type Props = FlowScreenProps<PlayerAffordabilityContext, undefined>;

/** Why the form is asked before the deposit can go on. */
function Intro() {
  const { t } = useTranslation('cashier');
  return (
    <div className="notice notice--info" role="status">
      <p>{t('affordability.intro')}</p>
    </div>
  );
}

/** The details are on record: back to the deposit, which now goes through. */
function Saved({ send }: Props) {
  const { t } = useTranslation('cashier');
  const back = useBackToCashierLabel();
  return (
    <section className="cashier-outcome" aria-labelledby="affordability-saved-title">
      <h2 id="affordability-saved-title">{t('affordability.savedTitle')}</h2>
      <p role="status">{t('affordability.savedText')}</p>
      <button type="button" className="button button--primary" onClick={() => send({ type: 'CLOSE' })}>
        {t(back)}
      </button>
    </section>
  );
}

/** The player-affordability flow's screens by the names flows/player-affordability.flow.json uses. */
export const playerAffordabilityScreens: FlowScreenRegistry<PlayerAffordabilityContext, undefined> = {
  intro: Intro,
  saved: Saved,
};
