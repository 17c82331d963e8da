import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioReview } from './studio-client';
import { studioClient } from './studio-client';

/** A text as a same-origin download link (blob: URLs are navigations, not loaded resources, under the CSP). */
function useDownload(text: string | undefined, type: string): string | undefined {
  const url = useMemo(() => (text === undefined ? undefined : URL.createObjectURL(new Blob([text], { type }))), [text, type]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** The saved content against the last commit: semantic diff per variant, breaking changes flagged, summary and patch. */
export function ReviewView({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  const [review, setReview] = useState<StudioReview>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let current = true;
    studioClient.review().then(
      (result) => {
        if (!current) return;
        setReview(result);
        setFailure(undefined);
      },
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [savedAt]);
  const patchUrl = useDownload(review?.patch, 'text/x-diff');
  const summaryUrl = useDownload(review?.markdown, 'text/markdown');

  if (failure !== undefined) return <p role="alert">{t('review.failed', { reason: failure })}</p>;
  if (!review) return <p role="status">{t('loading')}</p>;
  return (
    <div className="review-view">
      <h2>{t('review.title')}</h2>
      {review.files.length === 0 && review.generated.length === 0 && <p>{t('review.nothing')}</p>}
      {(review.files.length > 0 || review.generated.length > 0) && (
        <>
          <h3>{t('review.files')}</h3>
          <ul className="review-files">
            {review.files.map((file) => (
              <li key={file.path}>
                <code>{file.path}</code> — {t(`review.status.${file.status}`)}
                {file.comment !== undefined && <span className="review-rule"> {file.comment}</span>}
              </li>
            ))}
            {review.generated.length > 0 && <li className="review-generated">{t('review.generated', { count: review.generated.length })}</li>}
          </ul>
          <h3>{t('review.variants')}</h3>
          {review.variants.length === 0 && <p>{t('review.noVariantChange')}</p>}
          <ul className="review-variants">
            {review.variants.map((variant) => (
              <li key={`${variant.form}/${variant.variant}`}>
                <strong>
                  {variant.form} × {variant.variant}
                </strong>
                <ul>
                  {variant.changes.map((change) => (
                    <li key={`${change.field}${change.kind}`} className={change.breaking ? 'review-breaking' : undefined}>
                      <code>{change.field}</code>: {t(`review.kind.${change.kind.replaceAll(' ', '-')}`)}
                      {change.from !== undefined && change.to !== undefined && ` (${change.from} → ${change.to})`}
                      {change.breaking && <strong> — {t('review.breaking')}</strong>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <h3>{t('review.summary')}</h3>
          <pre className="review-markdown" tabIndex={0} aria-label={t('review.summary')}>
            {review.markdown}
          </pre>
          <p className="review-downloads">
            {summaryUrl && (
              <a href={summaryUrl} download="content-change.md">
                {t('review.downloadSummary')}
              </a>
            )}{' '}
            {patchUrl && (
              <a href={patchUrl} download="content-change.patch">
                {t('review.downloadPatch')}
              </a>
            )}
          </p>
        </>
      )}
    </div>
  );
}
