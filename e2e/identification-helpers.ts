import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { field } from './registration-helpers';

/** The provider simulators' origin (providers/server.ts). */
export const PROVIDER_ORIGIN = 'http://localhost:5174';

export type Persona = 'Registered player' | 'Registered, log in automatically' | 'New person';

/** The login screen (modal on desktop, page on mobile) of a market. */
export function loginPath(isMobile: boolean, market: string, extra = ''): string {
  return isMobile ? `/login?market=${market}${extra}` : `/?modal=login&market=${market}${extra}`;
}

/** The registration (modal on desktop, page on mobile) of a market. */
export function registrationPath(isMobile: boolean, market: string, extra = ''): string {
  return isMobile ? `/registration?market=${market}${extra}` : `/?modal=registration&market=${market}${extra}`;
}

/** Clicks a button that opens a provider popup and returns the popup. */
export async function popupFrom(page: Page, buttonName: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  return popupOpened;
}

/** The control code the app shows for a code-based identification. */
export async function shownControlCode(page: Page): Promise<string> {
  const code = page.getByTestId('control-code');
  await expect(code).toHaveText(/^\d{4}$/);
  return (await code.textContent()) ?? '';
}

/**
 * Answers a Smart-ID / Mobile-ID request the way the person would on their phone: the
 * simulator's phone app on the provider origin, the request with the app's control code.
 */
export async function answerOnPhone(
  context: BrowserContext,
  app: 'smart-id' | 'mobile-id',
  code: string,
  persona: Persona,
  outcome: 'Approve' | 'Reject' | 'Let it expire' | 'Cancel',
): Promise<void> {
  const phone = await context.newPage();
  await phone.goto(`${PROVIDER_ORIGIN}/${app}.html`);
  const request = phone.locator('li.request').filter({ has: phone.getByTestId('control-code').getByText(code, { exact: true }) });
  await expect(request).toHaveCount(1);
  await request.getByRole('radio', { name: persona, exact: true }).check();
  await request.getByRole('button', { name: outcome }).click();
  await expect(phone.getByTestId('status')).toContainText(`Request ${code}: `);
  await phone.close();
}

/** Answers a provider popup, frame or redirect page once its script is running (it loads last). */
export async function answerProviderPage(provider: Page | Frame, persona: string, outcome: string): Promise<void> {
  await provider.waitForLoadState('load');
  await provider.getByRole('radio', { name: persona, exact: true }).check();
  await provider.getByRole('button', { name: outcome, exact: true }).click();
}

/** The provider page inside the frame with this title. */
export async function providerFrame(page: Page, title: string): Promise<Frame> {
  const element = page.locator(`iframe[title="${title}"]`);
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame content for "${title}"`);
  return frame;
}

/** The registration fields a provider does not identify, then the terms. */
export async function completeIdentifiedRegistration(page: Page, input: { email: string; phone?: { country: string; national: string }; zipCode: string }): Promise<void> {
  await field(page, 'email').fill(input.email);
  await field(page, 'confirmEmail').fill(input.email);
  await field(page, 'password').fill('Secret12!');
  await field(page, 'confirmPassword').fill('Secret12!');
  await field(page, 'nickName').fill(`p${Date.now().toString(36)}`);
  await field(page, 'zipCode').fill(input.zipCode);
  if (input.phone) {
    await field(page, 'phoneNumber__country').selectOption(input.phone.country);
    await field(page, 'phoneNumber').fill(input.phone.national);
  }
  await field(page, 'ageAndPolicyChecked').check();
  await field(page, 'privacyPolicyChecked').check();
}
