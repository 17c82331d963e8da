/** Occupation values of the profile (spec 3 §9); labels are translated by the form that shows them. */
export const OCCUPATIONS = ['employed', 'unemployed', 'selfEmployed', 'student', 'other'] as const;

export type Occupation = (typeof OCCUPATIONS)[number];

export function isOccupation(value: unknown): value is Occupation {
  return typeof value === 'string' && (OCCUPATIONS as readonly string[]).includes(value);
}
