import type { HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';
import { servedSettings } from './served-settings';

/** Serves exactly settingsFor(market) (plus the tab's `be` overrides), one group (be or fe) per call. */
export function settingsHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('settings', ({ request }) => {
      const group = new URL(request.url).searchParams.get('group');
      if (group !== 'be' && group !== 'fe') {
        return respond({ failure: platformFailure(102, { fields: [{ field: 'group', code: 'oneOf' }] }) });
      }
      const served = servedSettings(request, db)[group];
      if (group === 'be') return respond({ data: served });
      const allowedCountries = requestedAllowedCountries(request);
      const wageringUnit = requestedWageringUnit(request);
      const limitPhoneCodes = requestedPhoneCodeLimit(request);
      const resumeWaiting = requestedResumeWaiting(request);
      return respond({
        data: {
          ...served,
          ...(allowedCountries ? { allowedCountries } : {}),
          ...(wageringUnit ? { balanceWageringRequirementUnitType: wageringUnit } : {}),
          ...(limitPhoneCodes ? { limitPhoneCodesByAvailableCountries: true } : {}),
          ...(resumeWaiting ? { resumeForm: { ...(served.resumeForm as Record<string, unknown> | undefined), waitingForAnswerSec: resumeWaiting } } : {}),
        },
      });
    }),
  ];
}

/** Header a test sends to replace fe.allowedCountries of one settings call ("HUN,SWE"). */
export const ALLOWED_COUNTRIES_HEADER = 'x-mock-allowed-countries';

/**
 * QA input for the blocked-country redirect: the header, else `?allowedCountries=HUN,SWE` on the
 * page that asks (the request's referrer; settings load once per page load).
 */
function requestedAllowedCountries(request: Request): string[] | undefined {
  let requested = request.headers.get(ALLOWED_COUNTRIES_HEADER);
  if (requested === null && request.referrer.startsWith('http')) requested = new URL(request.referrer).searchParams.get('allowedCountries');
  const codes = (requested ?? '').toUpperCase().split(',').map((code) => code.trim()).filter((code) => /^[A-Z]{3}$/.test(code));
  return codes.length > 0 ? codes : undefined;
}

/** QA input for the balance popover: `?wageringUnit=amount` (or percent) on the page that asks replaces fe.balanceWageringRequirementUnitType. */
function requestedWageringUnit(request: Request): 'percent' | 'amount' | undefined {
  if (!request.referrer.startsWith('http')) return undefined;
  const unit = new URL(request.referrer).searchParams.get('wageringUnit');
  return unit === 'percent' || unit === 'amount' ? unit : undefined;
}

/** QA input for the phone field (issue 16): `?limitPhoneCodes=on` on the page that asks turns fe.limitPhoneCodesByAvailableCountries on. */
function requestedPhoneCodeLimit(request: Request): boolean {
  if (!request.referrer.startsWith('http')) return false;
  return new URL(request.referrer).searchParams.get('limitPhoneCodes') === 'on';
}

/** QA input for continue play: `?resumeWaitingSec=15` on the page that asks replaces fe.resumeForm.waitingForAnswerSec (poll limit = seconds / 5). */
function requestedResumeWaiting(request: Request): number | undefined {
  if (!request.referrer.startsWith('http')) return undefined;
  const seconds = Number(new URL(request.referrer).searchParams.get('resumeWaitingSec'));
  return Number.isInteger(seconds) && seconds >= 5 ? seconds : undefined;
}
