import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizeApiError } from '../../api/localize-api-error';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { AutoHidingNotice } from '../../ui/notices/auto-hiding-notice';
import { pendingContactChannels } from './choose-contact-channel';
import type { VerificationContactContext } from './verification-contact-implementations';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';

/** What the phone and e-mail verification's screens need from the modal. */
export interface VerificationContactExtras {
  /** the verification ended (verified, saved or nothing to do): the modal closes and the player's details are read again */
  onDone: () => void;
  supportPath: string;
}

type Props = FlowScreenProps<VerificationContactContext, VerificationContactExtras>;

function channelValue(context: VerificationContactContext): string {
  return context.status && context.channel ? context.status[context.channel].value : '';
}

/** The screens of flows/verification-contact.flow.json (spec 1 §2 "Phone/e-mail verification form"). */
export const verificationContactScreens: FlowScreenRegistry<VerificationContactContext, VerificationContactExtras> = {
  notice: function ContactNotice({ context, store }: Props) {
    const { t } = useTranslation();
    const hideAfterMs = context.noticeHideMs ?? Number(store.settings.feValue('notificationAutoHideDuration') ?? 5000);
    return <AutoHidingNotice message={context.notice ? localizeApiError(context.notice, t) : null} hideAfterMs={hideAfterMs} />;
  },
  channelSelector: function ChannelSelector({ context, meta, send }: Props) {
    const { t } = useTranslation();
    const pending = pendingContactChannels(context.status);
    if (pending.length < 2) return null;
    return (
      <fieldset className="verification-channels" disabled={meta.busy === true}>
        <legend>{t('verification:contact.chooseChannel')}</legend>
        {pending.map((channel) => (
          <label key={channel} className="verification-channels__choice">
            <input type="radio" name="verification-channel" checked={context.channel === channel} onChange={() => send({ type: 'SWITCH', channel })} />
            {t(`verification:contact.channels.${channel}`)}
          </label>
        ))}
      </fieldset>
    );
  },
  currentValue: function CurrentValue({ context, meta, send }: Props) {
    const { t } = useTranslation();
    if (context.channel === null) return null;
    return (
      <div className="verification-current">
        <h2>{t(`verification:contact.title.${context.channel}`)}</h2>
        <p>
          {t(`verification:contact.current.${context.channel}`)} <strong data-testid="verification-current-value">{channelValue(context)}</strong>
        </p>
        <button type="button" className="button button--link" disabled={meta.busy === true} onClick={() => send({ type: 'EDIT' })}>
          {t('verification:contact.edit')}
        </button>
      </div>
    );
  },
  editHeading: function EditHeading({ context }: Props) {
    const { t } = useTranslation();
    return context.channel ? <h2>{t(`verification:contact.editTitle.${context.channel}`)}</h2> : null;
  },
  sendOffer: function SendOffer({ context, send }: Props) {
    const { t } = useTranslation();
    const expired = context.status && context.channel ? context.status[context.channel].lastTransaction?.expired === true : false;
    return (
      <div className="verification-send">
        {expired && <p>{t('verification:contact.codeExpired')}</p>}
        <button type="button" className="button button--primary" onClick={() => send({ type: 'SEND' })}>
          {t('verification:contact.send')}
        </button>
      </div>
    );
  },
  codeSent: function CodeSent({ context }: Props) {
    const { t } = useTranslation();
    return context.channel ? <p>{t(`verification:contact.codeSent.${context.channel}`, { value: channelValue(context) })}</p> : null;
  },
  remainingAttempts: function RemainingAttempts({ context }: Props) {
    const { t } = useTranslation();
    const left = context.status && context.channel ? context.status[context.channel].remainingAttempts : null;
    return left === null ? null : (
      <p className="verification-attempts" data-testid="verification-attempts">
        {t('verification:contact.remainingAttempts', { count: left })}
      </p>
    );
  },
  attemptsExhausted: function AttemptsExhausted({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <div role="alert" className="verification-exhausted">
        <p>{t('verification:contact.attemptsExhausted')}</p>
        <Link className="button" to={extras.supportPath}>
          {t('verification:contactSupport')}
        </Link>
      </div>
    );
  },
  nothingPending: function NothingPending({ extras }: Props) {
    const { t } = useTranslation();
    return (
      <div role="status">
        <p>{t('verification:contact.nothingPending')}</p>
        <button type="button" className="button button--primary" onClick={extras.onDone}>
          {t('verification:contact.close')}
        </button>
      </div>
    );
  },
  loadFailed: loadFailedScreen({ retry: 'verification:contact.retry' }),
  finished: function Finished({ extras }: Props) {
    const { onDone } = extras;
    useEffect(() => onDone(), [onDone]);
    return null;
  },
};
