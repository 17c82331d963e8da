/**
 * The provider bridge (DESIGN §2.12): the one way the app talks to other windows — identification
 * popups and frames, social login popups, and later payment frames, 3-D Secure, token, encryption
 * and fingerprint hidden frames. Only src/bridge listens for 'message' (ESLint enforces it).
 */
export { acceptMessage, type Rejection } from './accept-message';
export { createFrameSlot, type FrameSlot } from './frame-slot';
export { createIgnoredMessageLog, IGNORED_MESSAGES_ATTRIBUTE, type IgnoredMessageLog } from './ignored-message-log';
export { MESSAGE_KIND_POLICIES, parseMessage, type MessageKind, type MessageOfKind } from './message-kinds';
export { createNonce, FRAGMENT_NONCE, withNonce, type NonceBinding } from './nonce';
export { ChannelEndedError, openChannel, type Channel, type ChannelEndReason, type ChannelTarget, type OpenChannelOptions } from './open-channel';
export { popupFeatures } from './popup-features';
export { providerOrigins, threeDSecureOrigins } from './provider-origins';
export { createProviderWindow, type ProviderWindow, type ProviderWindowHost } from './provider-window';
export { openTabChannel, type TabChannel } from './tab-channel';
