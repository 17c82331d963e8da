import { readNumber } from './read-number';

const BYTES_PER_MB = 1048576;

export interface FileLimit {
  variant: 'fileCount' | 'imageCount' | 'fileSize' | 'fileType';
  params: Record<string, number | string[]>;
}

/**
 * Which upload limit 160 reports. The platform sends the maximum together with the current
 * value of the limit that was broken; when no current value says which, the first maximum wins.
 */
export function fileLimit(details: Record<string, unknown> | undefined): FileLimit | undefined {
  if (!details) return undefined;
  const maxFileCount = readNumber(details.maxFileCount);
  const maxImages = readNumber(details.maxImageCountPerDocument);
  const maxFileSize = readNumber(details.maxFileSize);
  const allowedTypes = typesOf(details.allowedTypes);
  const candidates: FileLimit[] = [];
  if (maxFileSize !== undefined) {
    candidates.push({ variant: 'fileSize', params: { maxFileSize: maxFileSize / BYTES_PER_MB } });
  }
  if (allowedTypes.length > 0) candidates.push({ variant: 'fileType', params: { allowedTypes } });
  if (maxFileCount !== undefined) candidates.push({ variant: 'fileCount', params: { maxFileCount } });
  if (maxImages !== undefined) candidates.push({ variant: 'imageCount', params: { maxImageCountPerDocument: maxImages } });
  const broken = candidates.find((candidate) => isBroken(candidate.variant, details));
  return broken ?? candidates[0];
}

function isBroken(variant: FileLimit['variant'], details: Record<string, unknown>): boolean {
  switch (variant) {
    case 'fileSize':
      return readNumber(details.currentFileSize) !== undefined;
    case 'fileType':
      return typeof details.currentFileType === 'string' && details.currentFileType !== '';
    case 'fileCount':
    case 'imageCount':
      return readNumber(details.currentFileCount) !== undefined;
  }
}

function typesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((type): type is string => typeof type === 'string' && type !== '');
  if (typeof value === 'string') return value.split(/[,;\s]+/).filter((type) => type !== '');
  return [];
}
