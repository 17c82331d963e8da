import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../catalogues/format-decimal';
import { limitChangeRule } from '../../engine/limits/limit-regime';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { LimitEditorContext } from './limit-editor-context';
import type { LimitsStore } from './limits-store';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import { revealLimitsOutcome } from './reveal-limits-outcome';

export interface LimitEditorExtras {
  limits: LimitsStore;
}

type Props = FlowScreenProps<LimitEditorContext, LimitEditorExtras>;

/** Whole minutes as hours in the German format, up to 2 decimals, without floats ("90" → "1,5"). */
function hoursText(minutes: number): string {
  const hundredths = Math.floor((Math.max(0, Math.round(minutes)) * 100 * 2 + 60) / 120);
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return formatDecimal(text, { minimumFractionDigits: 0 }) ?? text;
}

/** Above the form: what the market's regime does with a change, and what the last call did. */
const Summary = observer(function Summary({ context, extras }: Props) {
  const { t } = useTranslation('limits');
  const regime = extras.limits.data?.regime;
  const rule = regime ? limitChangeRule(regime, context.limitType) : null;
  const sessionMinutes = context.limitType === 'session' ? extras.limits.data?.limits.session?.daily?.amount : undefined;
  const element = useRef<HTMLDivElement>(null);
  // a save or an action went through: its outcome shows from the top of the editor's block
  useEffect(() => {
    if (context.saved) revealLimitsOutcome(element.current);
  }, [context.saved]);
  return (
    <div className="limit-editor__summary" ref={element}>
      {rule && (
        <ul className="limit-editor__rules">
          <li>{t(rule.decreaseImmediate ? 'regime.decreaseImmediate' : 'regime.decreaseDelayed', { hours: rule.increaseDelayHours })}</li>
          <li>{t(rule.increaseWaitsForPeriodEnd ? 'regime.increaseAfterPeriod' : 'regime.increaseAfter', { hours: rule.increaseDelayHours })}</li>
          {rule.increaseNeedsConfirmation && <li>{t('regime.confirmation')}</li>}
        </ul>
      )}
      {sessionMinutes != null && <p className="limit-editor__session">{t('session.limitIs', { hour: hoursText(Number(sessionMinutes)) })}</p>}
      <p role="status" className="limit-editor__saved">
        {context.saved ? t(`done.${context.saved}`) : ''}
      </p>
    </div>
  );
});

/** The limits could not be loaded (time-out after 5000 ms or a failure): say so and offer to try again. */
const LoadFailed = loadFailedScreen({ message: 'limits:editor.loadFailed', retry: 'limits:editor.retry' });

/** The screens flows/limit-editor.flow.json names. */
export const limitEditorScreens: FlowScreenRegistry<LimitEditorContext, LimitEditorExtras> = {
  summary: Summary,
  loadFailed: LoadFailed,
};
