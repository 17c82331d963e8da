import { assign, fromPromise } from 'xstate';
import type { ApiError } from '../../api/api-error';
import type { ContractState, ContractStatus } from '../../api/endpoints/cashier';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';

/** The contract-signing flow's context (flows/contract-signing.flow.json). */
export interface ContractSigningContext extends FormStepContext<ApiError> {
  /** where the contract stands, as last answered */
  cardStatus: ContractStatus | null;
}

export interface ContractSigningDeps {
  api: ApiPort;
  /** closes the modal: back to the deposit, which asks the status again */
  close: () => void;
}

type Args = { context: ContractSigningContext; event: { type: string; output?: unknown } };
type Input = { input: { context: ContractSigningContext }; signal: AbortSignal };

const STATUSES: ReadonlySet<string> = new Set<ContractStatus>(['unverified', 'pending', 'approved', 'rejected']);

function statusOf(output: unknown): ContractStatus | null {
  const status = typeof output === 'object' && output !== null ? (output as Partial<ContractState>).cardStatus : undefined;
  return typeof status === 'string' && STATUSES.has(status) ? status : null;
}

/** The contract-signing flow's own names; the form-step actions come from the engine. */
export function contractSigningImplementations(deps: ContractSigningDeps) {
  const { api } = deps;
  return {
    guards: {
      isUnsigned: ({ event }: Args) => statusOf(event.output) === 'unverified',
    },
    actions: {
      assignStatus: assign({ cardStatus: ({ event }: Args) => statusOf(event.output) }),
      close: () => deps.close(),
    },
    actors: {
      loadContract: fromPromise(({ signal }: { signal: AbortSignal }) => callOrThrow<ContractState>(api.call('contractStatus', undefined, { signal }))),
      // one key per attempt: a double click or a retry after a lost answer signs once
      signDocuments: fromPromise(({ input, signal }: Input) =>
        callOrThrow<ContractState>(api.call('signDocuments', { accepted: true }, { signal, idempotencyKey: attemptKeyOf(input.context) })),
      ),
    },
  };
}
