export type RuntimeInputProblem = 'missing' | 'malformed' | 'unknown' | 'undeclared';

/**
 * A form cannot run because of a runtime input: a declared one the caller did not give
 * (`missing`) or gave in the wrong shape (`malformed`), a declared name no registry knows
 * (`unknown`), or a rule or widget reading an input its form does not declare (`undeclared`).
 * Thrown, never swallowed: a form never validates or renders with runtime values it lacks.
 */
export class RuntimeInputError extends Error {
  override readonly name = 'RuntimeInputError';

  constructor(
    readonly formId: string,
    readonly input: string,
    readonly problem: RuntimeInputProblem,
    detail: string,
  ) {
    super(`Form "${formId}": runtime input "${input}" ${detail}`);
  }
}
