import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { RealityCheckContext } from './reality-check-context';
import { useRealityCheckIntervalText } from './use-reality-check-interval-text';

type Props = FlowScreenProps<RealityCheckContext, undefined>;

/** Above the form: the interval in force, and that the last Save was recorded. */
function Current({ context }: Props) {
  const { t } = useTranslation('limits');
  const interval = useRealityCheckIntervalText();
  return (
    <div className="reality-check__current">
      <p>{t('realityCheck.current', { interval: interval(context.minutes) })}</p>
      <p role="status" className="limit-editor__saved">
        {context.saved ? t('realityCheck.saved', { interval: interval(context.minutes) }) : ''}
      </p>
    </div>
  );
}

/** The screens flows/limit-reality-check.flow.json names. */
export const realityCheckScreens: FlowScreenRegistry<RealityCheckContext, undefined> = {
  current: Current,
};
