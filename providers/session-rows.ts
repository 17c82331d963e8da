import type { ProviderSession } from './session-store';
import { DETAIL_FIELDS, DETAIL_LABEL, METHOD_LABEL } from './session-vocabulary';

/** What a session page shows about its session: method, purpose and whatever the app sent. */
export function sessionRows(session: ProviderSession): [string, string][] {
  const rows: [string, string][] = [
    ['Method', METHOD_LABEL[session.method]],
    ['Purpose', session.purpose],
  ];
  for (const field of DETAIL_FIELDS) {
    const value = session.details[field];
    if (value !== undefined) rows.push([DETAIL_LABEL[field], value]);
  }
  rows.push(['Session', session.session]);
  return rows;
}
