import type { PageAnswer, PageContext, PageRenderer } from './page-answer';
import { renderPhoneApp } from './render-phone-app';
import { renderRedirectPage } from './render-redirect-page';
import { renderSessionPage } from './render-session-page';
import { renderSocialLogin } from './render-social-login';
import type { PageBehaviour, SimulatorPage } from './simulators';

const RENDERERS: Readonly<Record<PageBehaviour, PageRenderer>> = {
  phoneApp: renderPhoneApp,
  session: renderSessionPage,
  redirect: renderRedirectPage,
  social: renderSocialLogin,
};

/** Renders a simulator page with the template of its behaviour (or a refusal without script). */
export function renderSimulator(page: SimulatorPage, query: URLSearchParams, context: PageContext): PageAnswer {
  return RENDERERS[page.behaviour](page, query, context);
}
