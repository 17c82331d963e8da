import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../../api/localize-api-error';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { documentImageSrc } from './document-image-src';
import { wizardImagesType, type HungarianWizardContext } from './hungarian-wizard-implementations';
import type { UploadProgress } from './upload-progress';

/** What the wizard's screens need from the page. */
export interface HungarianWizardExtras {
  progress: UploadProgress;
  /** Close: leaves the wizard for the home page (spec 1 §2 "Close goes to /") */
  close: () => void;
  /** the payment page the wizard completes into */
  paymentPath: string;
  /** personal document types this player may choose (non-Hungarian citizens: national ID card and passport) */
  documentTypes: readonly string[];
  /** the e-mail and phone verification form (a review asking for them, spec 1 §8): its modal over the verification page, which leads back to the wizard */
  contactPath: string;
}

type Props = FlowScreenProps<HungarianWizardContext, HungarianWizardExtras>;

/**
 * The flow's `meta.step` is the spec's step + 1 (steps 0-5 are 1-6). Quick mode counts 4 steps:
 * confirm personal details, confirm document details, confirm snapshots, waiting.
 */
const QUICK_STEP: Readonly<Record<number, number>> = { 2: 1, 4: 2, 5: 3, 6: 4 };

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

function DocumentChoice({ send, extras }: Props) {
  const { t } = useTranslation();
  const wide = useIsDesktop();
  const [tab, setTab] = useState<'document' | 'card'>('document');
  const base = useId();
  const documentPanel = (
    <div className="wizard-choice__panel">
      <p>{t('documents:wizard.choice.documentText')}</p>
      <ul className="documents-types__list">
        {extras.documentTypes.map((type) => (
          <li key={type}>
            <button type="button" className="button" onClick={() => send({ type: 'CHOOSE_DOCUMENT', documentType: type })}>
              {t(`documents:wizard.documentTypes.${type}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  const cardPanel = (
    <div className="wizard-choice__panel">
      <p>{t('documents:wizard.choice.cardText')}</p>
      <button type="button" className="button" onClick={() => send({ type: 'USE_CARD' })}>
        {t('documents:wizard.choice.useCard')}
      </button>
    </div>
  );
  const back = (
    <button type="button" className="button button--ghost" onClick={() => send({ type: 'BACK' })}>
      {t('documents:buttons.back')}
    </button>
  );
  if (!wide) {
    return (
      <div className="wizard-choice wizard-choice--stacked">
        <section aria-labelledby={`${base}-document`}>
          <h3 id={`${base}-document`}>{t('documents:wizard.choice.documentTab')}</h3>
          {documentPanel}
        </section>
        <section aria-labelledby={`${base}-card`}>
          <h3 id={`${base}-card`}>{t('documents:wizard.choice.cardTab')}</h3>
          {cardPanel}
        </section>
        {back}
      </div>
    );
  }
  const tabs = [
    { id: 'document' as const, label: t('documents:wizard.choice.documentTab') },
    { id: 'card' as const, label: t('documents:wizard.choice.cardTab') },
  ];
  return (
    <div className="wizard-choice">
      <div role="tablist" aria-label={t('documents:wizard.choice.label')} className="wizard-choice__tabs">
        {tabs.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            className={tab === item.id ? 'button button--primary' : 'button'}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = tabs[(index + 1) % tabs.length];
              if (next) {
                setTab(next.id);
                document.getElementById(`${base}-tab-${next.id}`)?.focus();
              }
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tabs.map((item) => (
        <div key={item.id} role="tabpanel" id={`${base}-panel-${item.id}`} aria-labelledby={`${base}-tab-${item.id}`} hidden={tab !== item.id}>
          {item.id === 'document' ? documentPanel : cardPanel}
        </div>
      ))}
      {back}
    </div>
  );
}

/** The screens of flows/hungarian-wizard.flow.json (spec 1 §2 "Hungarian wizard, steps 0-5", §4, §8). */
export const hungarianWizardScreens: FlowScreenRegistry<HungarianWizardContext, HungarianWizardExtras> = {
  notice: function Notice({ context }: Props) {
    const { t } = useTranslation();
    if (context.notice === null) return null;
    return (
      <p role="alert" className="documents-notice">
        {context.notice.kind === 'server' ? localizeApiError(context.notice, t) : t('validation:uploadFailed')}
      </p>
    );
  },
  header: function Header({ context, meta, extras }: Props) {
    const { t } = useTranslation();
    const step = meta.step;
    const quickStep = context.quick && step !== undefined ? QUICK_STEP[step] : undefined;
    return (
      <div className="wizard-header">
        {step !== undefined ? (
          <p className="wizard-header__step">
            {quickStep !== undefined
              ? t('documents:wizard.stepOf', { current: quickStep, total: 4 })
              : t('documents:wizard.stepOf', { current: step, total: 6 })}
          </p>
        ) : null}
        {step !== undefined ? <h2>{t(`documents:wizard.steps.${context.quick ? 'quick' : 'normal'}.${step - 1}`)}</h2> : null}
        <button type="button" className="button button--ghost wizard-header__close" onClick={extras.close}>
          {t('documents:wizard.buttons.close')}
        </button>
      </div>
    );
  },
  quickNote: function QuickNote({ context }: Props) {
    const { t } = useTranslation();
    return context.quick ? <p className="upload-field__hint">{t('documents:wizard.quick.confirmNote')}</p> : null;
  },
  modeChoice: function ModeChoice({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="wizard-mode">
        <p>{t('documents:wizard.mode.text')}</p>
        <div className="documents-confirmation__buttons">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'NEW' })}>
            {t('documents:wizard.mode.new')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'QUICK' })}>
            {t('documents:wizard.mode.quick')}
          </button>
        </div>
      </div>
    );
  },
  documentChoice: DocumentChoice,
  cardFound: function CardFound({ context, meta, send }: Props) {
    const { t } = useTranslation();
    const card = context.lvcCard;
    const busy = meta.busy === true;
    return (
      <div className="wizard-card">
        <p>{t('documents:wizard.card.found')}</p>
        {card ? (
          <dl className="wizard-card__data">
            <dt>{t('documents:wizard.card.name')}</dt>
            <dd>{`${card.firstName} ${card.lastName}`}</dd>
            <dt>{t('documents:wizard.card.birthDate')}</dt>
            <dd>{card.birthDate}</dd>
          </dl>
        ) : null}
        <div className="documents-confirmation__buttons">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => send({ type: 'CONFIRM' })}>
            {t('documents:wizard.card.confirm')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'DECLINE' })}>
            {t('documents:wizard.card.decline')}
          </button>
        </div>
        {busy ? <p role="status">{t('documents:loading')}</p> : null}
      </div>
    );
  },
  cardMessage: function CardMessage({ context }: Props) {
    const { t } = useTranslation();
    if (context.lvcMessage === null || context.lvcMessage === 'documentsAgain') return null;
    return (
      <p role="status" className="wizard-message">
        {t(`documents:wizard.card.${context.lvcMessage}`)}
      </p>
    );
  },
  imagesHeading: function ImagesHeading({ context }: Props) {
    const { t } = useTranslation();
    return (
      <>
        {context.lvcMessage === 'documentsAgain' ? (
          <p role="alert" className="documents-notice">
            {t('documents:wizard.images.again')}
          </p>
        ) : null}
        <p>{t(context.fields.lvcStatus === 'confirmed' ? 'documents:wizard.images.card' : 'documents:wizard.images.document')}</p>
        <h2>
          {t('documents:sideHeading', {
            type: t(`documents:types.${wizardImagesType(context)}`),
            side: t(`documents:sides.${context.sides[context.sideIndex] ?? 'any'}`),
            current: context.sideIndex + 1,
            total: Math.max(context.sides.length, 1),
          })}
        </h2>
      </>
    );
  },
  uploadProgress: UploadProgressScreen,
  quickImages: function QuickImages({ context, send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="wizard-quick-images">
        <p>{t('documents:wizard.quick.imagesText')}</p>
        <ul className="documents-served">
          {context.quickDocuments.map((document) => (
            <li key={document.id}>
              <img src={documentImageSrc(document.id)} alt={t('documents:served.alt', { type: t(`documents:types.${document.type}`, { defaultValue: document.type }), side: t(`documents:sides.${document.side}`) })} width={160} height={100} />
            </li>
          ))}
        </ul>
        <div className="documents-confirmation__buttons">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
            {t('documents:wizard.quick.confirmImages')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
            {t('documents:buttons.back')}
          </button>
        </div>
      </div>
    );
  },
  waiting: function Waiting({ meta }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-waiting">
        <p>{t('documents:waiting.text')}</p>
        <p role="status">{meta.busy === true ? t('documents:wizard.waiting.checking') : t('documents:wizard.waiting.next')}</p>
      </div>
    );
  },
  // spec 1 §8: a 128 with document-related details: what the review asks for, then the document form or the e-mail/phone form
  reviewRequest: function ReviewRequestScreen({ context, send, extras }: Props) {
    const { t } = useTranslation();
    const request = context.request;
    if (request === null) return null;
    return (
      <div className="documents-waiting">
        <p>{t('documents:wizard.request.intro')}</p>
        <ul>
          {request.items.map((item) => (
            <li key={item}>{t(`documents:wizard.request.items.${item}`)}</li>
          ))}
        </ul>
        {request.documentType !== null ? (
          <>
            <p>{t('documents:wizard.request.document', { type: t(`documents:types.${request.documentType}`) })}</p>
            <button type="button" className="button" onClick={() => send({ type: 'UPLOAD' })}>
              {t('documents:wizard.buttons.uploadRequested')}
            </button>
          </>
        ) : (
          <>
            <p>
              {t('documents:wizard.request.contact')} <a href={extras.contactPath}>{t('documents:wizard.buttons.verifyContact')}</a>
            </p>
            <button type="button" className="button" onClick={() => send({ type: 'CHECK_AGAIN' })}>
              {t('documents:wizard.buttons.checkAgain')}
            </button>
          </>
        )}
      </div>
    );
  },
  stillReviewing: function StillReviewing({ send }: Props) {
    const { t } = useTranslation();
    return (
      <div className="documents-waiting">
        <p>{t('documents:wizard.waiting.still')}</p>
        <button type="button" className="button" onClick={() => send({ type: 'CHECK_AGAIN' })}>
          {t('documents:wizard.buttons.checkAgain')}
        </button>
      </div>
    );
  },
  completed: function Completed({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <p role="status">
        {t('documents:wizard.completed')} <a href={extras.paymentPath}>{t('documents:wizard.buttons.toPayment')}</a>
      </p>
    );
  },
  loadFailed: loadFailedScreen({ retry: 'documents:buttons.retry' }),
};
