import type { DecisionStatus, Persona, ProviderMethod } from './session-vocabulary';

/** One outcome button: what the tester clicks, the status recorded and the value the app receives. */
export interface SimulatorOutcome {
  label: string;
  status: DecisionStatus;
  /** `value` of the message posted (or query parameter added) for the app */
  value: string;
}

export interface PersonaOption {
  label: string;
  value: Persona;
}

/**
 * How a page gets its session and reports back:
 * - phoneApp: lists pending sessions of its method and records decisions, nothing is posted
 * - session: one session from `?session=`, posts a message to the window that opened or framed it,
 *   echoing the app's channel nonce from the address fragment (`#nonce=`)
 * - redirect: one session, sends the browser back to `returnUrl`
 * - social: starts its own session and posts a social-login message to the opener, echoing `state`
 */
export type PageBehaviour = 'phoneApp' | 'session' | 'redirect' | 'social';

/**
 * A provider simulator page. Pages are data: a later provider (payment frame, 3-D Secure) is one
 * more entry, rendered by the template of its behaviour.
 */
export interface SimulatorPage {
  title: string;
  description: string;
  behaviour: PageBehaviour;
  /** methods the page serves; a phone app serves exactly one */
  methods: readonly ProviderMethod[];
  /** query parameters the page reads, documented on the index */
  params: readonly string[];
  personaLegend: string;
  personas: readonly PersonaOption[];
  outcomes: readonly SimulatorOutcome[];
  /** query parameters shown as they were received, per method (Facebook's SDK settings) */
  shownParams?: Partial<Record<ProviderMethod, readonly { name: string; label: string }[]>>;
  /** browser script of the behaviour, in providers/assets/ */
  script: string;
  /**
   * redirect pages: what the way back adds to `returnUrl` — an identification result (default), or
   * the automatic verification's `type=verification&value=done` (whatever was decided: the app asks
   * the platform for the outcome, spec 1 §4 "Account validation")
   */
  returnMessage?: 'identification' | 'verification';
}

const IDENTITY_PERSONAS: readonly PersonaOption[] = [
  { label: 'Registered player', value: 'registered' },
  { label: 'Registered, log in automatically', value: 'registeredAutoLogin' },
  { label: 'New person', value: 'new' },
];

const APPROVE = { label: 'Approve', status: 'approved', value: 'done' } as const;
const REJECT = { label: 'Reject', status: 'rejected', value: 'rejected' } as const;
const EXPIRE = { label: 'Let it expire', status: 'expired', value: 'expired' } as const;
const CANCEL = { label: 'Cancel', status: 'cancelled', value: 'cancelled' } as const;

function phoneApp(method: 'smartId' | 'mobileId', title: string, detail: string): SimulatorPage {
  return {
    title,
    description: `The person's phone: ${detail} requests waiting for an answer appear here within a second. Compare the control code with the one the app shows, choose who answers and decide.`,
    behaviour: 'phoneApp',
    methods: [method],
    params: ['session'],
    personaLegend: 'Answer as',
    personas: IDENTITY_PERSONAS,
    // expiry belongs here: only code-based methods wait for the phone long enough to time out
    outcomes: [APPROVE, REJECT, EXPIRE, CANCEL],
    script: 'phone-app.js',
  };
}

export const SIMULATORS: Readonly<Record<string, SimulatorPage>> = {
  'smart-id': phoneApp('smartId', 'Smart-ID app', 'Smart-ID'),
  'mobile-id': phoneApp('mobileId', 'Mobile-ID phone', 'Mobile-ID'),
  identification: {
    title: 'Identification provider',
    description:
      'An identity provider opened in a popup or a frame. The decision is recorded, then posted to the app window that opened or framed this page, with the channel nonce the app put in the address fragment (#nonce=).',
    behaviour: 'session',
    methods: ['idin', 'trustly', 'payAndPlay', 'loginToPlay', 'cddn', 'top'],
    params: ['method', 'session', 'returnOrigin'],
    personaLegend: 'Answer as',
    personas: IDENTITY_PERSONAS,
    outcomes: [APPROVE, REJECT, CANCEL],
    script: 'identification-page.js',
  },
  idenfy: {
    title: 'Identity verification',
    description:
      'iDenfy in the app\'s frame: the person films their document and face. The decision is recorded, then posted to the framing app window as iDenfy does ({status, manualStatus}), without a channel nonce (the real provider cannot echo one). "Send no status" posts both empty, which the app must ignore.',
    behaviour: 'session',
    methods: ['idenfy'],
    params: ['session', 'returnOrigin'],
    personaLegend: 'The person',
    personas: [{ label: 'The document holder', value: 'new' }],
    // value: the `status` iDenfy posts; the manual review status follows from it (idenfy-page.js)
    outcomes: [
      { label: 'Approve', status: 'approved', value: 'approved' },
      { label: 'Fail', status: 'rejected', value: 'failed' },
      { label: 'Cancel', status: 'cancelled', value: 'cancelled' },
      { label: 'Let it expire', status: 'expired', value: 'expired' },
    ],
    script: 'idenfy-page.js',
  },
  redirect: {
    title: 'ZignSec identification',
    description: 'A provider the browser is redirected to. The decision is recorded, then the browser goes back to the app.',
    behaviour: 'redirect',
    methods: ['zignSec'],
    params: ['method', 'session', 'returnUrl'],
    personaLegend: 'Answer as',
    personas: IDENTITY_PERSONAS,
    outcomes: [APPROVE, REJECT, CANCEL],
    script: 'redirect-page.js',
  },
  'automatic-verification': {
    title: 'Automatic identity verification',
    description:
      'An automatic identity provider (Veriff, Ondato or Sumsub) in the app\'s frame, opened from the verification page. The decision is recorded with the provider, then the frame is sent back to the app\'s own /interfaces/message.html with type=verification&value=done, whatever was decided: the platform tells the app the outcome.',
    behaviour: 'redirect',
    methods: ['veriff', 'ondato', 'sumsub'],
    params: ['session', 'returnUrl'],
    personaLegend: 'The person',
    personas: [{ label: 'The document holder', value: 'new' }],
    outcomes: [
      { label: 'Approve', status: 'approved', value: 'done' },
      { label: 'Reject', status: 'rejected', value: 'done' },
      { label: 'Cancel', status: 'cancelled', value: 'done' },
    ],
    script: 'redirect-page.js',
    returnMessage: 'verification',
  },
  'social-login': {
    title: 'Social login',
    description: 'A social login popup. Continue or Cancel starts a session with that decision and posts its token to the app.',
    behaviour: 'social',
    methods: ['google', 'facebook', 'apple'],
    params: ['provider', 'returnOrigin', 'state', 'version', 'scope'],
    personaLegend: 'Account',
    personas: [
      { label: 'Registered', value: 'registered' },
      { label: 'No account', value: 'new' },
    ],
    outcomes: [
      { label: 'Continue', status: 'approved', value: 'done' },
      { label: 'Cancel', status: 'cancelled', value: 'cancelled' },
    ],
    shownParams: {
      facebook: [
        { name: 'version', label: 'SDK version' },
        { name: 'scope', label: 'Scope' },
      ],
    },
    script: 'social-login.js',
  },
};
