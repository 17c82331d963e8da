import { createContext } from 'react';

/** Whether the form's submit button can be pressed: handed down by context, so rjsf's form need not render when it changes. */
export interface SubmitState {
  disabled: boolean;
  pending: boolean;
}

export const SubmitStateContext = createContext<SubmitState>({ disabled: false, pending: false });
