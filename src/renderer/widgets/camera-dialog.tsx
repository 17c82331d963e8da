import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFieldTranslation } from '../use-field-translation';
import { captureFrame } from './image-tools';

interface CameraDialogProps {
  /** the captured frame (JPEG, freshly encoded) */
  onConfirm: (blob: Blob) => void;
  onClose: () => void;
}

type Stage = { kind: 'starting' } | { kind: 'live' } | { kind: 'taken'; blob: Blob };

/**
 * "Create a snapshot of your document." (spec 1 §2, §4): the camera (video only) in a modal
 * dialog; Take snapshot captures the frame, Back returns to the live picture, Confirm hands the
 * image over. The camera is stopped whenever the dialog closes; a denied or missing camera only
 * closes the dialog (spec 1 §8).
 */
export function CameraDialog({ onConfirm, onClose }: CameraDialogProps) {
  const { t } = useFieldTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'starting' });

  const stopCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    let cancelled = false;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media || typeof media.getUserMedia !== 'function') {
      onClose();
      return;
    }
    media
      .getUserMedia({ video: true, audio: false })
      .then((stream) => {
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
        setStage({ kind: 'live' });
      })
      .catch(() => {
        if (!cancelled) onClose();
      });
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [onClose, stopCamera]);

  const take = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    captureFrame(video)
      .then((blob) => setStage({ kind: 'taken', blob }))
      .catch(() => onClose());
  }, [onClose]);

  useEffect(() => {
    if (stage.kind !== 'taken' || !previewRef.current || !videoRef.current) return;
    const canvas = previewRef.current;
    const video = videoRef.current;
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  }, [stage]);

  const confirm = useCallback(() => {
    if (stage.kind !== 'taken') return;
    stopCamera();
    onConfirm(stage.blob);
  }, [stage, stopCamera, onConfirm]);

  const close = useCallback(() => {
    stopCamera();
    onClose();
  }, [stopCamera, onClose]);

  return (
    <dialog
      ref={dialogRef}
      className="camera-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className="camera-dialog__title">
        {t('renderer:upload.cameraTitle')}
      </h2>
      <div className="camera-dialog__picture">
        <video ref={videoRef} className="camera-dialog__video" hidden={stage.kind === 'taken'} autoPlay playsInline muted aria-label={t('renderer:upload.cameraPicture')} />
        <canvas ref={previewRef} className="camera-dialog__preview" hidden={stage.kind !== 'taken'} role="img" aria-label={t('renderer:upload.snapshotPreview')} />
        {stage.kind === 'starting' ? <p role="status">{t('renderer:upload.cameraStarting')}</p> : null}
      </div>
      <div className="camera-dialog__buttons">
        {stage.kind === 'taken' ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => setStage({ kind: 'live' })}>
              {t('renderer:upload.back')}
            </button>
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('renderer:upload.confirm')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('renderer:upload.back')}
            </button>
            <button type="button" className="button button--primary" onClick={take} disabled={stage.kind !== 'live'}>
              {t('renderer:upload.takeSnapshot')}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
