import { appliedCountry } from '../../../engine/applied-country';
import { limitRegimeOf, type LimitRegime } from '../../../engine/limits/limit-regime';
import { isMarket } from '../../../engine/market';
import type { PlatformSettings } from '../../../engine/platform-settings';
import { settingsFor } from '../../../engine/settings-for';
import type { MockPlayer } from '../../db/mock-types';

/**
 * The limit regime the platform applies to a player (spec 3 §4 "applied country rules"): the
 * `fe.limitRegime` of the market whose rules the player is under — a Swedish player keeps the
 * Swedish regime on any site, a non-Swedish player on the Swedish site does not get it. Falls back
 * to the served market's regime when the applied country is no market the content describes.
 */
export function regimeForPlayer(served: PlatformSettings, player: Pick<MockPlayer, 'market'>): LimitRegime {
  const applied = appliedCountry(served.fe.market, player.market);
  const settings = applied !== null && isMarket(applied) ? settingsFor(applied) : served;
  return limitRegimeOf(settings.fe);
}
