import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';

/**
 * The consents group (spec 3 §2, §4): the full-consent checkbox (`field`) sets the e-mail, SMS and
 * push channels together when the player changes it, and is on whenever any of the three is on.
 */
export const fullConsent: Effect = (data, params, _ctx, previous) => {
  const field = stringParam(params, 'field');
  const channels = [stringParam(params, 'email'), stringParam(params, 'sms'), stringParam(params, 'push')];
  const full = data[field] === true;
  const toggled = previous !== undefined && (previous[field] === true) !== full;
  if (toggled) {
    const next = { ...data };
    for (const channel of channels) next[channel] = full;
    return next;
  }
  const any = channels.some((channel) => data[channel] === true);
  return any === full ? data : { ...data, [field]: any };
};
