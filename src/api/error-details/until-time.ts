import type { ApiError } from '../api-error';
import { readTime } from './read-time';

/** The end of a block (122, 216, 217, 238): the error's expire time or the details' block end. */
export function untilTime(error: ApiError): Date | undefined {
  return readTime(error.expireTimestamp) ?? readTime(error.expireTime) ?? readTime(error.errorDetails?.blockEndsTime);
}
