import baseSchema from '../../../../schemas/forms/player-affordability/schema.json' with { type: 'json' };
import gbrOverlay from '../../../../schemas/forms/player-affordability/markets/GBR.json' with { type: 'json' };
import type { AffordabilityDetails } from '../../../api/endpoints/cashier';
import type { MarketId } from '../../../engine/market';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

interface FieldRule {
  pattern?: string;
  enum?: readonly string[];
}

interface AskedFields {
  required: readonly string[];
  properties: Readonly<Record<string, FieldRule>>;
}

/** The platform asks what the market's form shows (its own content: base plus the market overlay). */
const ASKED_BY_MARKET: Readonly<Partial<Record<MarketId, AskedFields>>> = {
  GBR: { required: gbrOverlay.schema.required, properties: { ...baseSchema.properties, ...gbrOverlay.schema.properties } },
};
const ASKED_ELSEWHERE: AskedFields = { required: baseSchema.required, properties: baseSchema.properties };

/** Whether the player's affordability details are on record (deposit error 253 asks for them until then). */
export function hasAffordabilityDetails(db: MockDb, player: MockPlayer): boolean {
  return db.state.affordabilityDetails?.[player.id] !== undefined;
}

/**
 * updateDetails with the player-affordability fields (spec 2 §7, §5 "mandatory per field; the
 * form shows only configured fields"): every field the market asks is required and well formed
 * (196 at the field otherwise); fields the market does not ask are not kept. Recorded per player,
 * after which a deposit is no longer answered with 253.
 */
export function updateAffordabilityDetails(
  db: MockDb,
  player: MockPlayer,
  market: MarketId,
  body: Record<string, unknown>,
): { data: AffordabilityDetails } | { failure: PlatformFailure } {
  const asked = ASKED_BY_MARKET[market] ?? ASKED_ELSEWHERE;
  const fields: { field: string; code: string }[] = [];
  const kept: Record<string, string> = {};
  for (const [name, rule] of Object.entries(asked.properties)) {
    const value = typeof body[name] === 'string' ? body[name].trim() : '';
    if (value === '') {
      if (asked.required.includes(name)) fields.push({ field: name, code: 'required' });
      continue;
    }
    if (rule.enum && !rule.enum.includes(value)) fields.push({ field: name, code: 'selectionRequired' });
    else if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value)) fields.push({ field: name, code: 'wholeNumber' });
    else kept[name] = value;
  }
  if (fields.length > 0) return { failure: platformFailure(196, { fields }) };
  db.state.affordabilityDetails = { ...db.state.affordabilityDetails, [player.id]: kept };
  return { data: kept };
}
