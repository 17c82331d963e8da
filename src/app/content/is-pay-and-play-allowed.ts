/** The rule lives in src/stores so that features can use it too (the login method choice). */
export { isPayAndPlayAllowed } from '../../stores/is-pay-and-play-allowed';
