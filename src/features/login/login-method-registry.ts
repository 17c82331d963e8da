import type { ComponentType } from 'react';
import type { LoginMethod } from './login-method';
import type { LoginMethodViewProps } from './login-method-view-props';
import { LoginView } from './login-view';

/**
 * The login methods this build can run, each with its view. Settings decide which of these a
 * market offers (offeredLoginMethods); a method without an entry here is never offered. A new
 * method (Smart-ID, Mobile-ID, iDin, social, zignSec, pay-and-play…) plugs in by adding its
 * view (its flow JSON plus named implementations) under its name here.
 */
export const loginMethodRegistry: Partial<Record<LoginMethod, ComponentType<LoginMethodViewProps>>> = {
  regular: LoginView,
};
