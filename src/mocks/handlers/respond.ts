import { HttpResponse } from 'msw';
import type { PlatformFailure } from '../platform/platform-failure';

/** Answers with data (200) or with the platform's error object and its 4xx status. */
export function respond(result: { failure: PlatformFailure } | { data: unknown }): Response {
  if ('failure' in result) return HttpResponse.json(result.failure.body, { status: result.failure.status });
  return HttpResponse.json(result.data as Parameters<typeof HttpResponse.json>[0]);
}
