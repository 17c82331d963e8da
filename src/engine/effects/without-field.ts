/** A copy of the data without one field. */
export function withoutField(data: Record<string, unknown>, field: string): Record<string, unknown> {
  const next = { ...data };
  delete next[field];
  return next;
}
