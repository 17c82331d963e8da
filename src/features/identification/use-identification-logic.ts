import { useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import flowJson from '../../../flows/identification.flow.json';
import type { IdentificationMethod, IdentifyPayload } from '../../api/endpoints';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { createFrameSlot, type FrameSlot } from '../../bridge/frame-slot';
import { providerOrigins } from '../../bridge/provider-origins';
import { createProviderWindow, type ProviderWindow } from '../../bridge/provider-window';
import { loadFlow } from '../../engine/load-flow';
import { settingAtPath } from '../../engine/setting-at-path';
import type { RootStore } from '../../stores/root-store';
import { identificationImplementations } from './identification-implementations';
import type { IdentificationMethodDescriptor } from './identification-methods';
import { redirectReturnUrl } from './redirect-return-url';
import { newRedirectState, rememberRedirectState } from './redirect-state';

export interface IdentificationLogic {
  logic: AnyActorLogic;
  providerWindow: ProviderWindow;
  /** the provider frame (iframe methods); its window is the only frame whose messages count */
  frame: FrameSlot;
  formShown: boolean;
}

/** Whether a method's step-1 form is shown: it has one and its formWhen setting (if any) is on. */
export function isFormShown(descriptor: IdentificationMethodDescriptor, settings: { be: unknown; fe: unknown }): boolean {
  if (descriptor.form === undefined) return false;
  if (descriptor.formWhen === undefined) return true;
  const lookup = settingAtPath(settings, descriptor.formWhen);
  return lookup.found && lookup.value === true;
}

/** The identification widget's flow for one method, wired to the api, the popup and the frame. */
export function useIdentificationLogic(store: RootStore, method: IdentificationMethod, descriptor: IdentificationMethodDescriptor, purpose: IdentifyPayload['purpose']): IdentificationLogic {
  const formShown = isFormShown(descriptor, { be: store.settings.be ?? {}, fe: store.settings.fe ?? {} });
  return useMemo(() => {
    const frame = createFrameSlot();
    const providerWindow = createProviderWindow({ open: (url, target, features) => window.open(url, target, features), screen: window.screen });
    // the method's step-1 form (none: a "Continue with …" button) is the flow's `formFromContext`
    const flow = { ...flowJson, context: { ...flowJson.context, form: formShown ? (descriptor.form ?? null) : null } };
    const logic = loadFlow(
      flow,
      identificationImplementations({
        method,
        purpose,
        descriptor,
        formShown,
        api: store.api,
        providerOrigins: providerOrigins(),
        providerWindow,
        providerFrame: frame.window,
        messageTarget: window,
        returnOrigin: window.location.origin,
        // the state names the journey, so the return comes back to it (the verification page, or the registration)
        returnUrl: () => redirectReturnUrl(window.location, rememberRedirectState(window.sessionStorage, () => newRedirectState(purpose))),
        leaveFor: (url) => window.location.assign(url),
        toFieldIssues: (error) => fieldErrorsFromApiError(error),
      }),
    );
    return { logic, providerWindow, frame, formShown };
    // one flow per method and purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method, purpose]);
}
