import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { AmlQuestionnaireContext } from './aml-questionnaire-implementations';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';

/** What the questionnaire's screens need from the modal. */
export interface AmlQuestionnaireExtras {
  /** the questionnaire was sent: the modal closes */
  onDone: () => void;
}

type Props = FlowScreenProps<AmlQuestionnaireContext, AmlQuestionnaireExtras>;

const STEP_KEYS = ['verification:aml.stepper.identity', 'verification:aml.stepper.funds'] as const;

/** The screens of flows/aml-questionnaire.flow.json (spec 1 §2 "Anti-money-laundering questionnaire modal, 2 steps"). */
export const amlQuestionnaireScreens: FlowScreenRegistry<AmlQuestionnaireContext, AmlQuestionnaireExtras> = {
  stepper: function Stepper({ meta }: Props) {
    const { t } = useTranslation();
    return (
      <ol className="registration-stepper" aria-label={t('verification:aml.stepper.label')}>
        {STEP_KEYS.map((key, index) => (
          <li
            key={key}
            className={index + 1 === meta.step ? 'registration-stepper__step registration-stepper__step--current' : 'registration-stepper__step'}
            aria-current={index + 1 === meta.step ? 'step' : undefined}
          >
            {t(key)}
          </li>
        ))}
      </ol>
    );
  },
  checkFields: function CheckFields({ context }: Props) {
    const { t } = useTranslation();
    return context.serverErrors.length > 0 ? (
      <p className="aml-check-fields" role="alert">
        {t('verification:aml.checkFields')}
      </p>
    ) : null;
  },
  loadFailed: loadFailedScreen({ retry: 'verification:contact.retry' }),
  finished: function Finished({ extras }: Props) {
    const { onDone } = extras;
    useEffect(() => onDone(), [onDone]);
    return null;
  },
};
