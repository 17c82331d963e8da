/** One outcome button: what the tester clicks and the value the app receives. */
export interface SimulatorOutcome {
  label: string;
  value: string;
}

/**
 * A provider simulator page. Pages are data: a later provider (payment frame, 3-D Secure,
 * token frame) is one more entry, served by the same template and script.
 */
export interface SimulatorPage {
  title: string;
  description: string;
  /** `type` of the message posted to the app */
  messageType: string;
  /** query parameters echoed into the message and shown on the page */
  echoParams: readonly string[];
  /** show a control code the player compares with the one in the app (Smart-ID style) */
  controlCode: boolean;
  outcomes: readonly SimulatorOutcome[];
}

export const SIMULATORS: Readonly<Record<string, SimulatorPage>> = {
  identification: {
    title: 'Identification provider',
    description:
      'Simulates an identity provider opened in a popup or frame. The chosen outcome is posted to the app window that opened it.',
    messageType: 'identification',
    echoParams: ['method', 'session'],
    controlCode: true,
    outcomes: [
      { label: 'Approve', value: 'done' },
      { label: 'Reject', value: 'rejected' },
      { label: 'Expire', value: 'expired' },
      { label: 'Cancel', value: 'cancelled' },
    ],
  },
};
