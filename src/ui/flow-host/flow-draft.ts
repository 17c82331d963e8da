import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { clearDraft, loadDraft, saveDraft, type Draft, type DraftStep, type DraftStorage, type DraftTarget } from '../../engine/drafts/drafts';
import { nonSensitiveData } from '../../engine/drafts/non-sensitive-data';
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

/** How long sensitive fields stay in memory after their journey left the screen, for the next mount of the same journey. */
const HAND_OVER_MS = 5000;

interface HeldFields {
  version: string;
  data: Record<string, unknown>;
  /** Infinity while the journey is on screen */
  expires: number;
}

/**
 * Sensitive fields (password, national id) never go to storage, so a reload asks for them again.
 * A remount in the same tab is no reload: the layout switching across the breakpoint (desktop
 * modal ↔ mobile page) unmounts the journey and mounts it again at once. For that, the keeper
 * holds them in this tab's memory only — while its journey is on screen and {@link HAND_OVER_MS}
 * after — and the next keeper of the same journey and version takes them once.
 */
const heldSensitive = new Map<string, HeldFields>();

/** Forgets every held field: what a reload does (a new page has no memory of the last); for tests. */
export function forgetHeldFields(): void {
  heldSensitive.clear();
}

/** The declared top-level fields of `data` that a draft may not store (the schema's `x-sensitive` ones). */
function sensitiveFields(data: Record<string, unknown>, schema: unknown): Record<string, unknown> {
  const stored = nonSensitiveData(data, schema);
  const properties = typeof schema === 'object' && schema !== null ? (schema as { properties?: unknown }).properties : undefined;
  const declared = typeof properties === 'object' && properties !== null ? properties : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Object.hasOwn(declared, key) && !Object.hasOwn(stored, key) && value !== undefined) out[key] = value;
  }
  return out;
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

  /** The stored draft, with the sensitive fields a journey that just left the screen held in memory. */
  load(): Draft | null {
    const draft = loadDraft(this.storage, this.target);
    const held = heldSensitive.get(this.target.journey);
    heldSensitive.delete(this.target.journey);
    if (draft === null || held === undefined || held.version !== this.target.version || held.expires < Date.now()) return draft;
    return { ...draft, data: { ...draft.data, ...held.data } };
  }

  /** The journey left the screen: what it held in memory goes after {@link HAND_OVER_MS} unless a new mount takes it first. */
  release(): void {
    const held = heldSensitive.get(this.target.journey);
    if (held === undefined || held.version !== this.target.version) return;
    held.expires = Date.now() + HAND_OVER_MS;
    setTimeout(() => {
      if (heldSensitive.get(this.target.journey) === held) heldSensitive.delete(this.target.journey);
    }, HAND_OVER_MS);
  }

  /** After every transition: a finished journey leaves nothing; a form step is remembered with the attempt. */
  follow(snapshot: AnyMachineSnapshot): void {
    if (snapshot.status === 'done') {
      clearDraft(this.storage, this.target.journey);
      heldSensitive.delete(this.target.journey);
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
    const data = { ...context.data, ...this.typed };
    saveDraft(this.storage, this.target, { step: this.step, data, ...(attempt ? { attempt } : {}) });
    heldSensitive.set(this.target.journey, { version: this.target.version, data: sensitiveFields(data, this.target.schema), expires: Infinity });
  }
}
