import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { clearDraft, loadDraft, saveDraft, type Draft, type DraftStep, type DraftStorage, type DraftTarget } from '../../engine/drafts/drafts';
import { flowStepMeta } from '../../engine/flow-step-meta';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';

/** What a journey keeps across a reload (DESIGN §2.13): its non-sensitive fields and the step of one form. */
export interface FlowDraftOptions {
  /** the draft slot: session storage `site:draft:<journey>` (allow-listed, cleared at logout) */
  journey: string;
  /** the form whose compiled variant versions the draft and decides which fields are kept */
  form: string;
  /** whether a saved step can be resumed in the layout shown now; otherwise the fields are kept and the flow starts over */
  resumes?: (step: DraftStep) => boolean;
}

/** A form step of the drafted form that is not waiting for a call: the only kind of step a reload returns to. */
export function isDraftStep(snapshot: AnyMachineSnapshot, form: string): boolean {
  const meta = flowStepMeta(snapshot.getMeta());
  return meta.form === form && meta.busy !== true;
}

/** How the host starts a drafted flow: at the saved step when it can, else from the start with the saved fields. */
export function draftStart(
  machine: AnyStateMachine,
  input: Record<string, unknown> | undefined,
  saved: Draft | null,
  options: FlowDraftOptions,
): { input?: Record<string, unknown>; snapshot?: AnyMachineSnapshot } {
  if (saved === null) return input ? { input } : {};
  const withDraft = { ...input, data: saved.data, attemptKey: saved.attempt ?? null };
  const resumable = options.resumes?.(saved.step) ?? true;
  if (resumable) {
    try {
      // the initial context (with the input) at the saved step; entry actions are not replayed
      const initial = createActor(machine, { input: withDraft }).getSnapshot() as AnyMachineSnapshot;
      const snapshot = machine.resolveState({ value: saved.step, context: initial.context as Record<string, unknown> }) as AnyMachineSnapshot;
      if (isDraftStep(snapshot, options.form)) return { snapshot };
    } catch {
      // a step this flow no longer has: start over with the fields
    }
  }
  return { input: withDraft };
}

/** Keeps the draft of one drafted journey in step with its flow. */
export class DraftKeeper {
  private step: DraftStep | null = null;
  private typed: Record<string, unknown> = {};

  constructor(
    private readonly storage: DraftStorage,
    private readonly target: DraftTarget,
    private readonly form: string,
  ) {}

  load(): Draft | null {
    return loadDraft(this.storage, this.target);
  }

  /** After every transition: a finished journey leaves nothing; a form step is remembered with the attempt. */
  follow(snapshot: AnyMachineSnapshot): void {
    if (snapshot.status === 'done') {
      clearDraft(this.storage, this.target.journey);
      return;
    }
    if (isDraftStep(snapshot, this.form)) {
      this.step = snapshot.value as DraftStep;
      this.typed = {};
    }
    this.save(snapshot.context as Partial<FormStepContext>);
  }

  /** What the player typed on the step, before any event carried it into the flow. */
  typedOn(snapshot: AnyMachineSnapshot, data: Record<string, unknown>): void {
    this.typed = data;
    this.save(snapshot.context as Partial<FormStepContext>);
  }

  private save(context: Partial<FormStepContext>): void {
    if (this.step === null) return;
    const attempt = typeof context.attemptKey === 'string' ? context.attemptKey : undefined;
    saveDraft(this.storage, this.target, { step: this.step, data: { ...context.data, ...this.typed }, ...(attempt ? { attempt } : {}) });
  }
}
