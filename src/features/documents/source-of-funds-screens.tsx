import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { SourceOfFundsContext } from './source-of-funds-implementations';
import type { UploadProgress } from './upload-progress';

export interface SourceOfFundsExtras {
  progress: UploadProgress;
  /** where "contact support" and Ok lead (language-prefixed) */
  supportPath: string;
  onOk: () => void;
}

type Props = FlowScreenProps<SourceOfFundsContext, SourceOfFundsExtras>;

const SubmitProgress = observer(function SubmitProgress({ extras, send, context }: Props) {
  const { t } = useTranslation();
  const { progress } = extras;
  if (context.images.length === 0) return <p role="status">{t('documents:sof.sending')}</p>;
  return (
    <div className="documents-progress">
      <p role="status">{t('documents:upload.progress', { current: progress.current, total: progress.total })}</p>
      <progress max={100} value={progress.percent} aria-label={t('documents:upload.progressLabel')}>
        {progress.percent}%
      </progress>
      <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
        {t('documents:buttons.cancel')}
      </button>
    </div>
  );
});

/** The screens of flows/source-of-funds.flow.json (spec 1 §2 "Source-of-funds form"). */
export const sourceOfFundsScreens: FlowScreenRegistry<SourceOfFundsContext, SourceOfFundsExtras> = {
  notice: function Notice({ context }: Props) {
    const { t } = useTranslation();
    if (context.notice === null) return null;
    const text = context.notice.kind === 'server' ? localizeApiError(context.notice, t) : t('validation:uploadFailed');
    return (
      <p role="alert" className="documents-notice">
        {text}
      </p>
    );
  },
  intro: function Intro({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-sof-intro">
        <p>{t('documents:sof.intro')}</p>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'NEXT' })}>
          {t('documents:buttons.next')}
        </button>
      </div>
    );
  },
  rangeIntro: function RangeIntro() {
    const { t } = useTranslation();
    return <p>{t('documents:sof.rangeIntro')}</p>;
  },
  documentsHeading: function DocumentsHeading() {
    const { t } = useTranslation();
    return (
      <>
        <h2>{t('documents:sof.documentsTitle')}</h2>
        <p>{t('documents:sof.documentsText')}</p>
      </>
    );
  },
  uploadProgress: SubmitProgress,
  done: function Done({ send, extras }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-waiting">
        <h2>{t('documents:waiting.title')}</h2>
        <p>{t('documents:sof.done')}</p>
        <div className="documents-confirmation__buttons">
          <button type="button" className="button" onClick={() => send({ type: 'ANOTHER' })}>
            {t('documents:buttons.anotherSource')}
          </button>
          <button type="button" className="button button--primary" onClick={extras.onOk}>
            {t('documents:buttons.ok')}
          </button>
        </div>
      </div>
    );
  },
  contactSupport: function ContactSupport({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <p role="alert" className="documents-notice">
        {t('documents:sof.noTypes')} <Link to={extras.supportPath}>{t('documents:sof.support')}</Link>
      </p>
    );
  },
  loadFailed: function LoadFailed({ send }: Props) {
    const { t } = useTranslation();
    return (
      <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
        {t('documents:buttons.retry')}
      </button>
    );
  },
};
