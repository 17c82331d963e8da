import { useEffect, useRef } from 'react';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import type { UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import { drawThumbnail, isReencodable } from './image-tools';

/** A chosen file's thumbnail, drawn on a canvas from the in-memory blob (images), or a document mark (PDF). */
export function FileThumbnail({ item, size = 96 }: { item: UploadedFileItem; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const image = isReencodable(item.type);
  useEffect(() => {
    const blob = uploadFileStore.get(item.id);
    if (!image || !ref.current || !blob || typeof createImageBitmap !== 'function') return;
    drawThumbnail(ref.current, blob).catch(() => undefined);
  }, [item.id, image]);
  if (!image) {
    return (
      <span className="upload-thumbnail upload-thumbnail--document" aria-hidden="true">
        PDF
      </span>
    );
  }
  return <canvas ref={ref} className="upload-thumbnail" width={size} height={size} aria-hidden="true" data-upload-id={item.id} />;
}
