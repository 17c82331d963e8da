import type { ServerErrorBody } from '../../api/api-error';

/** An error answer of the simulated platform: HTTP status plus the spec's error object. */
export interface PlatformFailure {
  status: number;
  body: ServerErrorBody;
}

const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  '101': 404,
  '115': 401,
  '105': 409,
  '171': 409,
  '256': 409,
  '1001': 409,
};

export function platformFailure(
  errorCode: ServerErrorBody['errorCode'],
  errorDetails?: Record<string, unknown>,
  extra: Omit<ServerErrorBody, 'errorCode' | 'errorDetails'> = {},
): PlatformFailure {
  const body: ServerErrorBody = { errorCode, ...extra };
  if (errorDetails) body.errorDetails = errorDetails;
  return { status: STATUS_BY_CODE[String(errorCode)] ?? 400, body };
}
