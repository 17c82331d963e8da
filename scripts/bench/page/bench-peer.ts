/** The libraries the bench renders side by side. */
export const BENCH_PEERS = ['plain', 'rhf', 'rjsf', 'rjsf-live', 'ours'] as const;
export type BenchPeer = (typeof BENCH_PEERS)[number];
/** our real registration form (INT market, first page), measured beside the synthetic forms */
export const REGISTRATION_PEER = 'registration';

export const PEER_LABELS: Readonly<Record<BenchPeer | typeof REGISTRATION_PEER, string>> = {
  plain: 'plain inputs (floor)',
  rhf: 'react-hook-form',
  rjsf: 'rjsf (validate on blur)',
  'rjsf-live': 'rjsf (live validation)',
  ours: 'SchemaForm',
  registration: 'SchemaForm, registration (INT)',
};
