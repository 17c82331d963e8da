/** A problem inside a merged form variant, before it is attributed to the base or the overlay file. */
export interface DocProblem {
  doc: 'schema' | 'ui';
  pointer: string;
  message: string;
}
