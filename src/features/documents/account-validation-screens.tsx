import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../../api/localize-api-error';
import type { DocumentSide } from '../../api/endpoints';
import { FileThumbnail } from '../../renderer/widgets/file-thumbnail';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { pendingUploads, type AccountValidationContext } from './account-validation-implementations';
import { documentImageSrc } from './document-image-src';
import { groupStatus } from './document-types';
import type { UploadProgress } from './upload-progress';

/** What the account validation screens need from the page. */
export interface AccountValidationExtras {
  progress: UploadProgress;
}

type Props = FlowScreenProps<AccountValidationContext, AccountValidationExtras>;

function sideLabel(side: DocumentSide | undefined): string {
  return `documents:sides.${side ?? 'any'}`;
}

const UploadProgressScreen = observer(function UploadProgressScreen({ extras, send }: Props) {
  const { t } = useTranslation();
  const { progress } = extras;
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

/** One stored image as the platform serves it; a file the platform no longer has says so instead of a broken image. */
function ServedImage({ id, alt }: { id: string; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="documents-served__missing">{t('documents:served.missing')}</span>;
  return <img src={documentImageSrc(id)} alt={alt} width={160} height={100} loading="lazy" onError={() => setFailed(true)} />;
}

/** The screens of flows/account-validation.flow.json (spec 1 §2 "Document upload form", §4 "Account validation"). */
export const accountValidationScreens: FlowScreenRegistry<AccountValidationContext, AccountValidationExtras> = {
  // failures stay on screen until the next action (an upload failure must be read, not timed out)
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
  success: function Success({ context }: Props) {
    const { t } = useTranslation();
    return context.success ? (
      <p role="status" className="documents-success">
        {t(`documents:${context.success}`)}
      </p>
    ) : null;
  },
  stepper: function Stepper({ context }: Props) {
    const { t } = useTranslation();
    if (context.groups.length === 0) return null;
    return (
      <ol className="documents-stepper" aria-label={t('documents:stepper.label')}>
        {context.groups.map((group) => {
          const status = groupStatus(group, context.documents);
          return (
            <li key={group.name} className={`documents-stepper__group documents-stepper__group--${status}`}>
              <span>{t(`documents:groups.${group.name}`, { defaultValue: group.name })}</span>
              {': '}
              <span>{t(`documents:status.${status}`)}</span>
            </li>
          );
        })}
      </ol>
    );
  },
  // documents already uploaded, as the platform serves them (spec 1 §7 "GET /api/player/documents/images/{id} is an image source")
  uploadedDocuments: function UploadedDocuments({ context }: Props) {
    const { t } = useTranslation();
    if (context.documents.length === 0) return null;
    return (
      <section className="documents-served-section" aria-labelledby="documents-served-title">
        <h2 id="documents-served-title">{t('documents:served.title')}</h2>
        <ul className="documents-served">
          {context.documents.map((document) => {
            const type = t(`documents:types.${document.type}`, { defaultValue: document.type });
            const side = t(sideLabel(document.side));
            return (
              <li key={document.id} className="documents-served__item">
                <ServedImage id={document.id} alt={t('documents:served.alt', { type, side })} />
                <span>{`${type}, ${side}: ${t(`documents:status.${document.status}`)}`}</span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  },
  typeChooser: function TypeChooser({ context, send }: Props) {
    const { t } = useTranslation();
    if (context.groups.length === 0) return <p>{t('documents:noTypes')}</p>;
    return (
      <div className="documents-types">
        <h2>{t('documents:chooseType')}</h2>
        {context.lastType ? (
          <p id="documents-last-type" className="upload-field__hint">
            {t('documents:lastType', { type: t(`documents:types.${context.lastType}`) })}
          </p>
        ) : null}
        {context.groups.map((group) => (
          <section key={group.name} aria-labelledby={`documents-group-${group.name}`}>
            <h3 id={`documents-group-${group.name}`}>{t(`documents:groups.${group.name}`, { defaultValue: group.name })}</h3>
            <p className="documents-types__checklist">{t(`documents:checklist.${group.name === 'address' ? 'address' : 'identity'}`)}</p>
            <ul className="documents-types__list">
              {group.types.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className={type === context.lastType ? 'button button--primary' : 'button'}
                    aria-describedby={type === context.lastType ? 'documents-last-type' : undefined}
                    onClick={() => send({ type: 'CHOOSE', documentType: type })}
                  >
                    {t(`documents:types.${type}`)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  },
  detailsHeading: function DetailsHeading({ context }: Props) {
    const { t } = useTranslation();
    return <h2>{t(`documents:details.title.${context.type ?? 'otherDocuments'}`)}</h2>;
  },
  sideHeading: function SideHeading({ context }: Props) {
    const { t } = useTranslation();
    const side = context.sides[context.sideIndex];
    return (
      <h2>
        {t('documents:sideHeading', {
          type: t(`documents:types.${context.type ?? 'otherDocuments'}`),
          side: t(sideLabel(side)),
          current: context.sideIndex + 1,
          total: context.sides.length,
        })}
      </h2>
    );
  },
  confirmation: function Confirmation({ context, send }: Props) {
    const { t } = useTranslation();
    const pending = pendingUploads(context);
    return (
      <div className="documents-confirmation">
        <h2>{t('documents:confirmTitle', { type: t(`documents:types.${context.type ?? 'otherDocuments'}`) })}</h2>
        {context.sides.map((side) => (
          <section key={side} aria-label={t(sideLabel(side))}>
            <h3>{t(sideLabel(side))}</h3>
            <ul className="upload-field__list">
              {(context.sideImages[side] ?? []).map((item) => (
                <li key={item.id} className="upload-field__item">
                  <FileThumbnail item={item} />
                  <span className="upload-field__name">{item.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="documents-confirmation__buttons">
          <button type="button" className="button button--primary" disabled={pending.length === 0} onClick={() => send({ type: 'CONFIRM' })}>
            {t('documents:buttons.confirm')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'MORE' })}>
            {t('documents:buttons.more')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
            {t('documents:buttons.back')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RESET' })}>
            {t('documents:buttons.reset')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RESTART' })}>
            {t('documents:buttons.restart')}
          </button>
        </div>
      </div>
    );
  },
  uploadProgress: UploadProgressScreen,
  waitingForApproval: function WaitingForApproval({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-waiting">
        <h2>{t('documents:waiting.title')}</h2>
        <p>{t('documents:waiting.text')}</p>
        <button type="button" className="button" onClick={() => send({ type: 'UPLOAD_MORE' })}>
          {t('documents:buttons.uploadAnother')}
        </button>
      </div>
    );
  },
  approved: function Approved({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-approved">
        <h2>{t('documents:approved.title')}</h2>
        <p>{t('documents:approved.text')}</p>
        <button type="button" className="button" onClick={() => send({ type: 'UPLOAD_MORE' })}>
          {t('documents:buttons.uploadAnother')}
        </button>
      </div>
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
