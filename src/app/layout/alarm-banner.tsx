import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageVisible } from '../content/is-page-visible';
import { MarkdownContent } from '../content/markdown-content';
import { textFingerprint } from '../content/text-fingerprint';
import { useContentViewer } from '../content/use-content-viewer';
import { useRootStore } from '../hooks/use-root-store';

/** The CMS page whose body is the general alarm; its markers apply as to any content. */
export const ALARM_PAGE_KEY = 'general-alarm';
/** Session-storage key (allow-listed): fingerprint of the alarm text the visitor closed in this session. */
export const ALARM_DISMISSED_KEY = 'site:alarm-dismissed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(ALARM_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The general alarm banner at the top (spec 3 §2 "Header and balance"): shown while the CMS page
 * general-alarm has text for this viewer; closing it holds for the browser session, until the
 * text changes.
 */
export const AlarmBanner = observer(function AlarmBanner() {
  const { t } = useTranslation('site');
  const { boot } = useRootStore();
  const viewer = useContentViewer();
  const [dismissed, setDismissed] = useState(readDismissed);
  const page = boot.page(ALARM_PAGE_KEY);
  const text = page && isPageVisible(page, viewer) ? page.body.trim() : '';
  const fingerprint = textFingerprint(text);
  if (text === '' || dismissed === fingerprint) return null;

  const dismiss = () => {
    setDismissed(fingerprint);
    try {
      window.sessionStorage.setItem(ALARM_DISMISSED_KEY, fingerprint);
    } catch {
      // storage may be blocked: the banner stays closed for this page view
    }
  };

  return (
    <section className="notice alarm-banner" aria-label={t('alarm.label')}>
      <MarkdownContent markdown={text} className="notice__text" />
      <button type="button" className="notice__close" aria-label={t('alarm.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
});
