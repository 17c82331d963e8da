import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { formatFileSize } from '../../catalogues/format-file-size';
import { checkUploadFile, type UploadIssue } from '../../engine/uploads/check-upload-file';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import { uploadLimits } from '../../engine/uploads/upload-limits';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import { formContextOf } from '../form-state/form-context-of';
import { CameraDialog } from './camera-dialog';
import { fieldAria } from './field-aria';
import { FileThumbnail } from './file-thumbnail';
import { isReencodable, reencodeImage } from './image-tools';
import { useGroupBlur } from './use-group-blur';
import './upload-field.css';

export type UploadFieldMode = 'file' | 'camera';

/**
 * The document images of one field (spec 1 §2–§5): a list of chosen files with thumbnails and
 * Remove, "Select a file" and, in camera mode, "Take a snapshot". Every file is checked before it
 * is accepted (images per document, size, declared type and magic bytes: src/engine/uploads) and
 * images are re-encoded without metadata; a refused file's message shows under the buttons. The
 * value is metadata only (UploadedFileItem[]); the bytes stay in the tab's memory.
 * ui:options: `maxItems` (overrides the served images-per-document limit, never raises it).
 */
export function UploadField({ mode, ...props }: WidgetProps & { mode: UploadFieldMode }) {
  const { id, onChange, onBlur, disabled, readonly, registry, options, schema, uiSchema, rawErrors, required, label } = props;
  const value: unknown = props.value;
  const { t } = useFieldTranslation();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<UploadIssue | null>(null);
  const [busy, setBusy] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const items = uploadedFileItems(value);
  const fe = formContextOf(registry).settings?.fe;
  const optionMax = typeof options.maxItems === 'number' && options.maxItems > 0 ? options.maxItems : undefined;
  const limits = useMemo(() => {
    const served = uploadLimits(fe);
    return optionMax !== undefined ? { ...served, maxImagesPerDocument: Math.min(optionMax, served.maxImagesPerDocument) } : served;
  }, [fe, optionMax]);
  const locked = disabled || readonly || busy;

  const accept = useCallback(
    async (files: readonly File[] | readonly { blob: Blob; name: string; type: string; source: 'camera' }[]) => {
      setBusy(true);
      setIssue(null);
      const next = [...items];
      try {
        for (const chosen of files) {
          const blob = 'blob' in chosen ? chosen.blob : chosen;
          const name = chosen.name;
          const type = 'blob' in chosen ? chosen.type : chosen.type;
          const candidate = { name, type, size: blob.size, slice: (start?: number, end?: number) => blob.slice(start, end) };
          const checked = await checkUploadFile(candidate, limits, next.length);
          if (!checked.ok) {
            setIssue(checked.issue);
            break;
          }
          const clean = isReencodable(checked.contentType) && typeof createImageBitmap === 'function' ? await reencodeImage(blob, checked.contentType) : blob;
          if (clean.size > limits.maxFileSize) {
            setIssue({ code: 'maxSize', params: { max: formatFileSize(limits.maxFileSize), actual: formatFileSize(clean.size) } });
            break;
          }
          const lastModified = 'lastModified' in chosen ? chosen.lastModified : Date.now();
          next.push(uploadFileStore.add(clean, { name, type: checked.contentType, lastModified, source: 'blob' in chosen ? 'camera' : 'file' }));
        }
      } catch {
        setIssue({ code: 'wrongImageFormat', params: {} });
      } finally {
        setBusy(false);
      }
      // validation waits for focus to leave the field (useGroupBlur): a blur right after the change would race it
      onChange(next.length > 0 ? next : undefined);
    },
    [items, limits, onChange],
  );

  const onFiles = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      if (files.length > 0) void accept(files);
    },
    [accept],
  );

  const remove = useCallback(
    (item: UploadedFileItem) => {
      uploadFileStore.remove(item.id);
      setIssue(null);
      const next = items.filter((other) => other.id !== item.id);
      onChange(next.length > 0 ? next : undefined);
    },
    [items, onChange],
  );

  const snapshotCount = items.filter((item) => item.source === 'camera').length;
  const onSnapshot = useCallback(
    (blob: Blob) => {
      setCameraOpen(false);
      void accept([{ blob, name: `snapshot-${snapshotCount + 1}.jpg`, type: 'image/jpeg', source: 'camera' }]);
    },
    [accept, snapshotCount],
  );
  const closeCamera = useCallback(() => setCameraOpen(false), []);
  const groupBlur = useGroupBlur(id, value, onBlur);
  const aria = fieldAria({ id, rawErrors, schema, uiSchema, required });
  const describedBy = [aria['aria-describedby'], hintId].filter(Boolean).join(' ');

  return (
    <div className="upload-field" id={`${id}__group`} role="group" aria-labelledby={`${id}__label`} aria-busy={busy} onBlur={groupBlur}>
      <span id={`${id}__label`} className="upload-field__label">
        {label ? t(label) : null}
      </span>
      {items.length > 0 ? (
        <ul className="upload-field__list" aria-label={t('renderer:upload.chosen')}>
          {items.map((item) => (
            <li key={item.id} className="upload-field__item">
              <FileThumbnail item={item} />
              <span className="upload-field__name">{item.name}</span>
              <span className="upload-field__size">{formatFileSize(item.size)}</span>
              <button type="button" className="button button--ghost" disabled={locked} onClick={() => remove(item)}>
                {t('renderer:upload.remove', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="upload-field__buttons">
        {mode === 'camera' ? (
          <button type="button" className="button button--ghost" disabled={locked || items.length >= limits.maxImagesPerDocument} onClick={() => setCameraOpen(true)}>
            {t('renderer:upload.takeSnapshotButton')}
          </button>
        ) : null}
        <label className="button button--ghost upload-field__picker" aria-disabled={locked || undefined}>
          {t('renderer:upload.selectFile')}
          <input
            ref={inputRef}
            id={id}
            type="file"
            className="visually-hidden"
            accept={limits.allowedTypes.join(',')}
            multiple
            disabled={locked}
            onChange={onFiles}
            {...aria}
            aria-describedby={describedBy}
          />
        </label>
      </div>
      <p id={hintId} className="upload-field__hint">
        {t('renderer:upload.hint', { max: formatFileSize(limits.maxFileSize), limit: limits.maxImagesPerDocument })}
      </p>
      {busy ? <p role="status">{t('renderer:upload.checking')}</p> : null}
      {issue ? (
        <p role="alert" className="upload-field__issue">
          {t(`validation:${issue.code}`, issue.params)}
        </p>
      ) : null}
      {cameraOpen ? <CameraDialog onConfirm={onSnapshot} onClose={closeCamera} /> : null}
    </div>
  );
}
