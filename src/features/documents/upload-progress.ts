import { makeAutoObservable } from 'mobx';
import type { UploadProgress as TransferProgress } from '../../api/upload';

/**
 * How far the current upload is (the progress screen observes it; the upload actor writes it):
 * which file of how many, and the bytes of that file sent so far.
 */
export class UploadProgress {
  current = 0;
  total = 0;
  loaded = 0;
  size = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(total: number): void {
    this.current = 0;
    this.total = total;
    this.loaded = 0;
    this.size = 0;
  }

  file(index: number, size: number): void {
    this.current = index + 1;
    this.loaded = 0;
    this.size = size;
  }

  sent(progress: TransferProgress): void {
    this.loaded = progress.loaded;
    this.size = progress.total;
  }

  /** whole percent of the current file, never above 100 (integer arithmetic) */
  get percent(): number {
    if (this.size <= 0) return 0;
    return Math.min(100, Math.floor((this.loaded * 100) / this.size));
  }
}
