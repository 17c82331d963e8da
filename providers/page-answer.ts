import type { SessionStore } from './session-store';
import type { SimulatorPage } from './simulators';

/** What a page template needs from the server. */
export interface PageContext {
  store: SessionStore;
  appOrigins: readonly string[];
}

/** A rendered page and its HTTP status; refusals come without script. */
export interface PageAnswer {
  status: number;
  html: string;
}

export type PageRenderer = (page: SimulatorPage, query: URLSearchParams, context: PageContext) => PageAnswer;
