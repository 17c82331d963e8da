import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PgsiBand } from '../../engine/limits/pgsi-score';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { useLanguagePath } from '../../ui/use-language-path';
import type { QuestionnaireContext } from './questionnaire-context';

type Props = FlowScreenProps<QuestionnaireContext, undefined>;

/** The tools each band offers, most protective last (all of them from moderate risk on). */
const TOOLS: Readonly<Record<PgsiBand, readonly { path: string; label: string }[]>> = {
  none: [{ path: '/my/limits/deposit', label: 'questionnaire.tools.limits' }],
  low: [
    { path: '/my/limits/deposit', label: 'questionnaire.tools.limits' },
    { path: '/my/limits/session', label: 'questionnaire.tools.session' },
  ],
  moderate: [
    { path: '/my/limits/deposit', label: 'questionnaire.tools.limits' },
    { path: '/my/limits/session', label: 'questionnaire.tools.session' },
    { path: '/my/time-out', label: 'questionnaire.tools.timeOut' },
    { path: '/responsible-gambling', label: 'questionnaire.tools.help' },
  ],
  problem: [
    { path: '/my/time-out', label: 'questionnaire.tools.timeOut' },
    { path: '/my/self-exclusion', label: 'questionnaire.tools.selfExclusion' },
    { path: '/responsible-gambling', label: 'questionnaire.tools.help' },
  ],
};

/** Above the questions: what they ask about and that the answers stay between the player and the operator. */
function Intro() {
  const { t } = useTranslation('limits');
  return (
    <div className="questionnaire__intro">
      <p>{t('questionnaire.intro')}</p>
      <p>{t('questionnaire.privacy')}</p>
    </div>
  );
}

/** The recorded score and band, what it means, and the tools that fit it; the player may take it again. */
function Result({ context, send }: Props) {
  const { t } = useTranslation('limits');
  const at = useLanguagePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const result = context.result;
  if (!result) return null;
  return (
    <section className="questionnaire__result" aria-labelledby="questionnaire-result-title" data-band={result.band}>
      <h2 id="questionnaire-result-title" ref={heading} tabIndex={-1}>
        {t('questionnaire.resultTitle')}
      </h2>
      <p role="status">{t('questionnaire.score', { score: result.score })}</p>
      <p>{t(`questionnaire.bands.${result.band}`)}</p>
      <ul>
        {TOOLS[result.band].map((tool) => (
          <li key={tool.path}>
            <Link to={at(tool.path)}>{t(tool.label)}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => send({ type: 'AGAIN' })}>
        {t('questionnaire.again')}
      </button>
    </section>
  );
}

/** The screens flows/rg-questionnaire.flow.json names. */
export const questionnaireScreens: FlowScreenRegistry<QuestionnaireContext, undefined> = {
  intro: Intro,
  result: Result,
};
