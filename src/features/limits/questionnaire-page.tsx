import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/rg-questionnaire.flow.json';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { LimitsSubMenu } from './limits-sub-menu';
import { questionnaireImplementations } from './questionnaire-implementations';
import { questionnaireScreens } from './questionnaire-screens';

/** /my/questionnaire (logged in): the responsible-gambling self-assessment (PGSI) as content and a flow. */
const QuestionnairePage = observer(function QuestionnairePage({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  return (
    <PageLayout id="questionnaire" title={t('questionnaire.title')}>
      <LimitsSubMenu store={store} />
      <FlowHost
        flow={flowJson}
        implementations={() => questionnaireImplementations(store.api)}
        screens={questionnaireScreens}
        extras={undefined}
        store={store}
        className="questionnaire"
      />
    </PageLayout>
  );
});

export default QuestionnairePage;
