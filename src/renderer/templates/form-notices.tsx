import { useTranslation } from 'react-i18next';

interface Notice {
  id: string;
  text: string;
  severity?: 'info' | 'warning' | 'error';
}

function isNotice(value: unknown): value is Notice {
  if (value === null || typeof value !== 'object') return false;
  const notice = value as Record<string, unknown>;
  return typeof notice.id === 'string' && typeof notice.text === 'string';
}

/** Root uiSchema `ui:notices`: market notices shown above the fields (e.g. GBR: not for Northern Ireland). */
export function FormNotices({ notices }: { notices: unknown }) {
  const { t } = useTranslation();
  const list = Array.isArray(notices) ? notices.filter(isNotice) : [];
  if (list.length === 0) return null;
  return (
    <div className="sf-notices">
      {list.map((notice) => (
        <p key={notice.id} className={`sf-notice sf-notice--${notice.severity ?? 'info'}`} role="note">
          {t(notice.text)}
        </p>
      ))}
    </div>
  );
}
