import methodsJson from '../../../schemas/identification/methods.json';

export type IdentificationKind = 'code' | 'window' | 'iframe' | 'redirect' | 'social';

export type RegisterCall = 'register' | 'registerViaSmartId' | 'registerViaMobileId' | 'registerViaCddnV3';

/** One entry of schemas/identification/methods.json (proved by the content check). */
export interface IdentificationMethodDescriptor {
  kind: IdentificationKind;
  /** the step-1 form (schemas/forms) */
  form?: string;
  /** setting path: the form shows only while it is true */
  formWhen?: string;
  /** start the verification without step 1 (Trustly, cddn) */
  skipForm?: boolean;
  registerCall: RegisterCall;
  /** extra query parameters a social popup opens with (Facebook SDK version and scope) */
  popupParams?: Record<string, string>;
  /** iframe methods: the sandbox tokens the provider's page gets (default DEFAULT_FRAME_SANDBOX) */
  frameSandbox?: string[];
}

/** The sandbox of a provider frame whose method names none: scripts on the provider's own origin, nothing else. */
export const DEFAULT_FRAME_SANDBOX: readonly string[] = ['allow-scripts', 'allow-same-origin'];

const METHODS = (methodsJson as { methods: Record<string, IdentificationMethodDescriptor> }).methods;

/** The content description of a third-party method, or undefined for `regular` and unknown names. */
export function identificationMethod(name: string): IdentificationMethodDescriptor | undefined {
  return Object.hasOwn(METHODS, name) ? METHODS[name] : undefined;
}

/** Every method content describes. */
export function identificationMethodNames(): string[] {
  return Object.keys(METHODS);
}
