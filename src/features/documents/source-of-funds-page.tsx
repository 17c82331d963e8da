import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/source-of-funds.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { sourceOfFundsImplementations } from './source-of-funds-implementations';
import { sourceOfFundsScreens } from './source-of-funds-screens';
import { SourceOfFundsStore } from './source-of-funds-store';
import { UploadProgress } from './upload-progress';
import './documents.css';

/**
 * /my/sof-validation (logged in, spec 1 §2), query `validationType` naming a source type: the
 * source-of-funds declaration in plain or range mode with its documents.
 */
const SourceOfFundsPage = observer(function SourceOfFundsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('documents');
  const [params] = useSearchParams();
  const [sof] = useState(() => new SourceOfFundsStore(params.get('validationType')));
  const [progress] = useState(() => new UploadProgress());
  const navigate = useNavigate();
  const at = useLanguagePath();
  const onOk = useCallback(() => void navigate(at('/')), [navigate, at]);
  const input = sof.input;
  const inputs = useMemo(() => ({ sourceOfFunds: input }), [input]);
  return (
    <PageLayout id="sof-validation" title={t('sof.title')}>
      <FlowHost
        flow={flowJson}
        implementations={() => sourceOfFundsImplementations({ api: store.api, sof, progress })}
        screens={sourceOfFundsScreens}
        extras={{ progress, supportPath: at('/support'), onOk }}
        store={store}
        input={{ validationType: sof.validationType }}
        inputs={inputs}
        className="source-of-funds"
      />
    </PageLayout>
  );
});

export default SourceOfFundsPage;
