import { deriveServerMethodFields } from '../../engine/cashier/derive-server-method-fields';
import type { ServerMethodField } from '../../engine/cashier/server-method-field';
import type { ErrorReporter } from '../../stores/error-reporter';

/**
 * Reports an undescribed method's unknown field types and validators to the error reporter, once
 * per method and value however often the player picks the method (deposit and withdrawal alike).
 */
export class DerivationProblemReporter {
  private readonly reported = new Set<string>();

  constructor(
    private readonly reporter: ErrorReporter,
    private readonly direction: 'Payment' | 'Payout',
  ) {}

  report(method: { method: number; fields: readonly ServerMethodField[] }): void {
    for (const problem of deriveServerMethodFields(method.fields).problems) {
      const key = `${method.method}/${problem.kind}/${problem.value}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.reporter.report({
        kind: 'cashierUnknownField',
        message: `${this.direction} method ${method.method}: ${problem.kind} "${problem.value}" on field "${problem.field}"`,
        details: { method: method.method, ...problem },
      });
    }
  }
}
