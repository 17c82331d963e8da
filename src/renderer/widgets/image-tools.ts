/**
 * Canvas work for document images (browser only). Re-encoding draws the decoded pixels on a
 * canvas and encodes them again, so EXIF (location, device, time) and anything appended to the
 * file never leave the device; thumbnails are drawn on a canvas from the blob, so no data URL or
 * object URL is made and the CSP keeps `img-src 'self'`.
 */
const JPEG_QUALITY = 0.92;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), type, JPEG_QUALITY);
  });
}

/** Whether the content type is an image the canvas can re-encode (PDFs and others are sent as they are). */
export function isReencodable(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** The image decoded and encoded again in its own type, without metadata. */
export async function reencodeImage(blob: Blob, type: string): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = canvasOf(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0);
    return await encode(canvas, type);
  } finally {
    bitmap.close();
  }
}

/** The video's current frame as a JPEG (a fresh encoding: no metadata at all). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = canvasOf(video.videoWidth || 640, video.videoHeight || 480);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return encode(canvas, 'image/jpeg');
}

/** Draws the image scaled into the canvas (keeping its proportions). */
export async function drawThumbnail(canvas: HTMLCanvasElement, blob: Blob): Promise<void> {
  const bitmap = await createImageBitmap(blob);
  try {
    const context = canvas.getContext('2d');
    if (!context) return;
    const scale = Math.min(canvas.width / bitmap.width, canvas.height / bitmap.height);
    const width = bitmap.width * scale;
    const height = bitmap.height * scale;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, (canvas.width - width) / 2, (canvas.height - height) / 2, width, height);
  } finally {
    bitmap.close();
  }
}
