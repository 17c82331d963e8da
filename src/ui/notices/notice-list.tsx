import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeList } from './notice-list-context';

/**
 * "Notifications": the notices shown in this tab, newest first with the time, so a notice that hid
 * itself (or was closed) can be read again (WCAG 2.2.1). A disclosure button (shown once there is
 * something to read) opens the list; Escape or the button closes it. `inline`: the list opens in
 * place (in the side menu under the breakpoint) instead of floating below the header.
 */
export const NoticeList = observer(function NoticeList({ inline = false }: { inline?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const notices = useNoticeList();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // the player read what is listed while the list is open
  useEffect(() => {
    if (open && notices.unread > 0) notices.markRead();
  }, [open, notices, notices.unread]);

  if (notices.items.length === 0 && !open) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className={inline ? 'notice-list notice-list--inline' : 'notice-list'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button notice-list__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="notice-list__label">{t('notices.title')}</span>
        {notices.unread > 0 && ' '}
        {notices.unread > 0 && (
          <span className="notice-list__count">
            <span aria-hidden="true">{notices.unread}</span>
            <span className="notice-list__hidden">{t('notices.unread', { count: notices.unread })}</span>
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notice-list__panel" aria-labelledby={titleId}>
          <h2 id={titleId} className="notice-list__title">
            {t('notices.title')}
          </h2>
          {notices.items.length === 0 ? (
            <p>{t('notices.empty')}</p>
          ) : (
            <ol className="notice-list__items">
              {notices.items.map((notice) => (
                <li key={notice.id} className={`notice-list__item notice-list__item--${notice.severity}`}>
                  <time dateTime={notice.at.toISOString()}>{time.format(notice.at)}</time>
                  <span className="notice-list__hidden">{t(`notices.severity.${notice.severity}`)}</span>
                  <span className="notice-list__text">{notice.text}</span>
                </li>
              ))}
            </ol>
          )}
          <div className="notice-list__actions">
            {notices.items.length > 0 && (
              <button type="button" className="button button--link" onClick={() => notices.clear()}>
                {t('notices.clear')}
              </button>
            )}
            <button type="button" className="button" onClick={close}>
              {t('notices.closeList')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
});
