import { TIMEOUTS } from '../timeouts';
import type { EmptyData, EndpointTable } from './definition';

/** Session, login (password and token) and logout (spec 1 §4, §7). */
export interface PlayerSummary {
  id: string;
  publicUserId: string;
  email: string;
  nickName: string;
  userName: string;
  fullName: string;
  country: string;
  currency: string;
  language: string;
  birthDate: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  verified: boolean;
  firstLogin: boolean;
  hasPassword: boolean;
}

export interface SessionData {
  loggedIn: boolean;
  player?: PlayerSummary;
}

export interface LoginPayload {
  login: string;
  password: string;
}

export interface LoginData {
  player: PlayerSummary;
}

export interface LoginByTokenPayload {
  t: string;
  tokenProvider?: string;
  /** consent flags carried over from a pay-and-play deposit (spec 2 §4) */
  privacyPolicyChecked?: boolean;
  depositAgeAndPolicyChecked?: boolean;
}

export interface SessionEndpoints {
  session: { payload: undefined; data: SessionData };
  login: { payload: LoginPayload; data: LoginData };
  loginByToken: { payload: LoginByTokenPayload; data: LoginData };
  logout: { payload: undefined; data: EmptyData };
}

export const SESSION_ENDPOINTS = {
  session: { method: 'GET', path: '/player/session', timeoutMs: TIMEOUTS.default },
  login: { method: 'POST', path: '/player/login', timeoutMs: TIMEOUTS.default },
  loginByToken: { method: 'POST', path: '/player/loginByToken', timeoutMs: TIMEOUTS.default },
  logout: { method: 'POST', path: '/player/logout', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<SessionEndpoints>;
