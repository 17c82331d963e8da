/**
 * The back-end flags (`be` settings) the verification feature reads, each with the rule it
 * implements. scripts/lib/content-check/check-verification-flags.ts proves every one is declared:
 * served by schemas/settings/platform.json as a boolean and typed, with its rule, in
 * schemas/meta/settings.schema.json — a flag read here but never served would silently stay off.
 */
export const VERIFICATION_BACK_END_FLAGS = {
  zignSecActive: 'spec 1 §4: zignSec is offered only when the back end has it on',
  addressCardVerificationEnabled: "spec 1 §4 'Identity frame': any message of the iDenfy frame moves on, even with empty statuses",
  veriffActive: "spec 1 §4 'Account validation': the automatic provider Veriff is offered",
  ondatoActive: "spec 1 §4 'Account validation': the automatic provider Ondato is offered",
  sumsubActive: "spec 1 §4 'Account validation': the automatic provider Sumsub is offered",
} as const;

export type VerificationBackEndFlag = keyof typeof VERIFICATION_BACK_END_FLAGS;

export const VERIFICATION_BACK_END_FLAG_NAMES = Object.keys(VERIFICATION_BACK_END_FLAGS) as readonly VerificationBackEndFlag[];

/** A flag as served: on only when the back end says `true` (absent, null or anything else is off). */
export function backEndFlag(be: Readonly<Record<string, unknown>> | null | undefined, name: VerificationBackEndFlag): boolean {
  return be?.[name] === true;
}
