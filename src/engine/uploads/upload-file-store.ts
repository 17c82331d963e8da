import type { UploadedFileItem } from './uploaded-file-item';

/**
 * The chosen files' bytes, in the tab's memory only (DESIGN §5: no document image or data URL in
 * local or session storage). Form data holds `UploadedFileItem`s; the upload reads the blob by id.
 * A reload forgets them — the player chooses again, which is what a regulated upload should do.
 */
export class UploadFileStore {
  private readonly files = new Map<string, Blob>();
  private next = 0;

  /** keeps the (already checked and re-encoded) blob and returns its form item */
  add(blob: Blob, meta: { name: string; type: string; lastModified?: number; source: UploadedFileItem['source'] }): UploadedFileItem {
    this.next += 1;
    const id = `upload-${Date.now().toString(36)}-${this.next}`;
    this.files.set(id, blob);
    return { id, name: meta.name, size: blob.size, type: meta.type, lastModified: meta.lastModified ?? Date.now(), source: meta.source };
  }

  get(id: string): Blob | undefined {
    return this.files.get(id);
  }

  remove(id: string): void {
    this.files.delete(id);
  }

  /** forgets every file not in the given items (after an upload the list clears) */
  keepOnly(items: readonly UploadedFileItem[]): void {
    const keep = new Set(items.map((item) => item.id));
    for (const id of [...this.files.keys()]) if (!keep.has(id)) this.files.delete(id);
  }

  clear(): void {
    this.files.clear();
  }

  get size(): number {
    return this.files.size;
  }
}

/** The one store of the tab: widgets add to it, upload actors read from it, logout clears it. */
export const uploadFileStore = new UploadFileStore();
