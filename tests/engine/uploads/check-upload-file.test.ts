import { describe, expect, it } from 'vitest';
import { checkUploadFile } from '../../../src/engine/uploads/check-upload-file';
import { DEFAULT_UPLOAD_LIMITS, uploadLimits } from '../../../src/engine/uploads/upload-limits';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'));
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

function file(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, size?: number) {
  const blob = new Blob([bytes], { type });
  return { name, type, size: size ?? blob.size, slice: (start?: number, end?: number) => blob.slice(start, end) };
}

describe('checkUploadFile', () => {
  it('accepts a PNG, a JPEG and a PDF whose bytes match their declared type', async () => {
    await expect(checkUploadFile(file(PNG, 'id.png', 'image/png'), DEFAULT_UPLOAD_LIMITS, 0)).resolves.toEqual({ ok: true, contentType: 'image/png' });
    await expect(checkUploadFile(file(JPEG, 'id.jpg', 'image/jpg'), DEFAULT_UPLOAD_LIMITS, 0)).resolves.toEqual({ ok: true, contentType: 'image/jpeg' });
    await expect(checkUploadFile(file(PDF, 'bill.pdf', 'application/pdf'), DEFAULT_UPLOAD_LIMITS, 0)).resolves.toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('refuses a renamed file by its magic bytes (wrongImageFormat)', async () => {
    const renamedExe = await checkUploadFile(file(EXE, 'passport.jpg', 'image/jpeg'), DEFAULT_UPLOAD_LIMITS, 0);
    expect(renamedExe).toMatchObject({ ok: false, issue: { code: 'wrongImageFormat' } });
    const pngNamedJpeg = await checkUploadFile(file(PNG, 'passport.jpg', 'image/jpeg'), DEFAULT_UPLOAD_LIMITS, 0);
    expect(pngNamedJpeg).toMatchObject({ ok: false, issue: { code: 'wrongImageFormat' } });
    const text = await checkUploadFile(file(new TextEncoder().encode('hello'), 'a.png', 'image/png'), DEFAULT_UPLOAD_LIMITS, 0);
    expect(text).toMatchObject({ ok: false, issue: { code: 'wrongImageFormat' } });
  });

  it('refuses a declared type the settings do not allow', async () => {
    const limits = uploadLimits({ documentUploadingAllowedContentType: 'image/jpeg' });
    await expect(checkUploadFile(file(PNG, 'id.png', 'image/png'), limits, 0)).resolves.toMatchObject({ ok: false, issue: { code: 'wrongImageFormat' } });
  });

  it('refuses a file over the per-file maximum with max and actual size in MB', async () => {
    const limits = uploadLimits({ documentUploadingMaxFileSizePerFile: 1048576 });
    const result = await checkUploadFile(file(PNG, 'big.png', 'image/png', 1572864), limits, 0);
    expect(result).toEqual({ ok: false, issue: { code: 'maxSize', params: { max: '1 MB', actual: '1,5 MB' } } });
  });

  it('refuses one image more than the images-per-document limit', async () => {
    const limits = uploadLimits({ maxImageCountPerDocument: 2 });
    await expect(checkUploadFile(file(PNG, 'id.png', 'image/png'), limits, 1)).resolves.toMatchObject({ ok: true });
    await expect(checkUploadFile(file(PNG, 'id.png', 'image/png'), limits, 2)).resolves.toEqual({ ok: false, issue: { code: 'imagesLimit', params: { limit: 2 } } });
  });
});

describe('uploadLimits', () => {
  it('keeps the defaults for missing or malformed settings (10 images per document)', () => {
    expect(uploadLimits(undefined)).toEqual(DEFAULT_UPLOAD_LIMITS);
    expect(uploadLimits({ documentUploadingMaxFileSizePerFile: -1, maxImageCountPerDocument: 1.5, documentUploadingAllowedContentType: [] })).toEqual(DEFAULT_UPLOAD_LIMITS);
  });

  it('reads a list or a comma-separated string of types', () => {
    expect(uploadLimits({ documentUploadingAllowedContentType: ['image/PNG', ' image/jpeg'] }).allowedTypes).toEqual(['image/png', 'image/jpeg']);
    expect(uploadLimits({ documentUploadingAllowedContentType: 'image/png, application/pdf' }).allowedTypes).toEqual(['image/png', 'application/pdf']);
  });
});
