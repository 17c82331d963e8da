import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { ContactContext } from './contact-context';

/** What the contact page hands its screens. */
export interface ContactExtras {
  /** Close on the thanks message: a new, empty form (the flow has ended) */
  startOver: () => void;
}

type Props = FlowScreenProps<ContactContext, ContactExtras>;

/** The message went (spec 3 §2 "On success a thanks message with a Close button on desktop"). */
function Thanks({ context, extras }: Props) {
  const { t } = useTranslation('account');
  const copyTo = context.sent?.copySentTo ?? null;
  return (
    <div className="contact__thanks" role="status">
      <h2>{t('contact.thanksTitle')}</h2>
      <p>{t('contact.thanks')}</p>
      {copyTo !== null ? <p>{t('contact.copySent', { email: copyTo })}</p> : null}
      {/* desktop only (contact.css): on a phone the page itself is the way back */}
      <button type="button" className="button contact__close" onClick={extras.startOver}>
        {t('contact.close')}
      </button>
    </div>
  );
}

/** The screens flows/contact-us.flow.json names. */
export const contactScreens: FlowScreenRegistry<ContactContext, ContactExtras> = { thanks: Thanks };
