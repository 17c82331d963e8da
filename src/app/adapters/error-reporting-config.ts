/** Spec 1 §9: every error is sent (sample rate 1), tagged with release 1.17.0. */
export const ERROR_REPORTING_CONFIG = Object.freeze({ sampleRate: 1, release: '1.17.0' });
