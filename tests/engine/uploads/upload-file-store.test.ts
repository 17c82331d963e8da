import { describe, expect, it } from 'vitest';
import { UploadFileStore } from '../../../src/engine/uploads/upload-file-store';
import { isUploadedFileItem, uploadedFileItems } from '../../../src/engine/uploads/uploaded-file-item';

describe('UploadFileStore', () => {
  it('keeps the bytes in memory and hands form data metadata only', () => {
    const store = new UploadFileStore();
    const blob = new Blob(['abc'], { type: 'image/png' });
    const item = store.add(blob, { name: 'id.png', type: 'image/png', lastModified: 5, source: 'file' });
    expect(item).toEqual({ id: item.id, name: 'id.png', size: 3, type: 'image/png', lastModified: 5, source: 'file' });
    expect(JSON.stringify(item)).not.toContain('data:');
    expect(store.get(item.id)).toBe(blob);
    const other = store.add(new Blob(['x']), { name: 'b.png', type: 'image/png', source: 'camera' });
    store.keepOnly([other]);
    expect(store.get(item.id)).toBeUndefined();
    store.remove(other.id);
    expect(store.size).toBe(0);
  });

  it('reads only well-formed items from a form value', () => {
    const good = { id: 'u1', name: 'a.jpg', size: 1, type: 'image/jpeg', lastModified: 1, source: 'camera' };
    expect(isUploadedFileItem(good)).toBe(true);
    expect(uploadedFileItems([good, { id: 'u2' }, 'x'])).toEqual([good]);
    expect(uploadedFileItems(undefined)).toEqual([]);
  });
});
