import type { Page } from '@playwright/test';
import { pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** Logs the Swedish player in (from Germany, so e-mail login is offered) under a fake clock and opens continue play. */
async function openContinuePlay(page: Page, isMobile: boolean, path = '/payment/continue-play'): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  const query = 'market=SWE&geo=DEU';
  await openSite(page, isMobile ? `/login?${query}` : `/?modal=login&${query}`);
  await field(page, 'login', 'login').fill('swede@example.com');
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
  await page.getByRole('button', { name: 'Only necessary cookies' }).click();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Continue play' })).toBeVisible();
  await expect(field(page, 'amount', 'continue-play')).toBeVisible();
}

async function start(page: Page, method: string, amount: string): Promise<void> {
  await page.getByLabel('Choose a payment method').selectOption({ label: method });
  if (method === 'Pay and play') await field(page, 'country', 'continue-play').selectOption({ label: 'Sweden' });
  await field(page, 'amount', 'continue-play').fill(amount);
  await page.getByRole('button', { name: 'Continue play', exact: true }).click();
}

const provider = (page: Page) => page.frameLocator('iframe[title="Complete the payment"]');

test.describe('continue play', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a frame provider: confirm, waiting, the login status turns ok and the player is logged in by the code', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    await expectNoAxeViolations(page);
    await start(page, 'Payment card', '200');
    await provider(page).getByRole('button', { name: 'Confirm (deposit finish)' }).click();
    await expect(provider(page).getByText(/Redirect URL received: .*\/payment\/continue-play\?reference=res-/)).toBeVisible();
    await provider(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await pollUntil(page, page.getByRole('heading', { name: 'You can continue playing' }), 4);
    await expectNoAxeViolations(page);
  });

  test('came from a game (?game=): after the login by the resume login code the player is back in the game', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile, '/payment/continue-play?game=golden-cherries');
    await start(page, 'Payment card', '200');
    await provider(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    // the login status is asked every 5 s; once ok, the login by code and then the game redirect
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(page).toHaveURL(/\/all-games\/golden-cherries\/real$/, { timeout: 1_500 });
    }).toPass({ timeout: 40_000 });
  });

  test('a frame provider: a failed login status ends with the error notice', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    await start(page, 'Payment card', '113');
    await provider(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await pollUntil(page, page.getByText('The deposit failed. No money was taken.'), 4);
    await expect(field(page, 'amount', 'continue-play')).toBeVisible();
  });

  test('a frame provider: a forged message changes nothing; the final status from the frame ends it', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    await start(page, 'Payment card', '200');
    await expect(page.getByRole('heading', { name: 'Complete the payment' })).toBeVisible();
    await page.evaluate(() => window.postMessage({ type: 'deposit', value: 'rejected' }, window.location.origin));
    await page.clock.runFor(1000);
    await expect(page.getByRole('heading', { name: 'Complete the payment' })).toBeVisible();
    await provider(page).getByRole('button', { name: 'Cancel the payment' }).click();
    await expect(page.getByText('The deposit was cancelled.')).toBeVisible();
  });

  test('the waiting time runs out on the fake clock: waitingForAnswerSec / 5 polls, never more', async ({ page, isMobile }) => {
    // QA input: waitingForAnswerSec 15 instead of the configured 300, so 3 polls instead of 60 (each answered before the next timer is run)
    await openContinuePlay(page, isMobile, '/payment/continue-play?resumeWaitingSec=15');
    let polls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment/resume/login-status') polls += 1;
    });
    await start(page, 'Payment card', '115');
    await provider(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await pollUntil(page, page.getByText(/We have not received the payment provider’s answer in time/), 4);
    expect(polls).toBe(3);
    await page.clock.runFor(20_000);
    expect(polls).toBe(3);
  });

  // mobile differs: the iframeless provider takes the top window
  test('an iframeless provider: in the top window on mobile, resumed from the session on return', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    if (!isMobile) {
      // on desktop the same provider opens in the frame
      await start(page, 'Pay and play', '200');
      await expect(page.getByRole('heading', { name: 'Complete the payment' })).toBeVisible();
      return;
    }
    await start(page, 'Pay and play', '200');
    await page.waitForURL(/localhost:5174\/payment\.html/);
    // the provider sends the player back to the casino: the tab's session still holds the payment
    await page.goto('/');
    expect(await page.evaluate(() => window.sessionStorage.getItem('site:resume-payment'))).toMatch(/"token":"resume-/);
    await page.goto('/payment/continue-play');
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'You can continue playing' }), 4);
    expect(await page.evaluate(() => window.sessionStorage.getItem('site:resume-payment'))).toBeNull();
  });
});

// mobile only: the top-window path (skipped on desktop before any page is opened)
test.describe('continue play: the top-window path', { tag: '@mobile' }, () => {
  test.describe.configure({ timeout: 180_000 });
  test.skip(({ isMobile }) => !isMobile, 'the top-window path is the mobile one');

  test('an iframeless provider: a rejected payment after the return shows the error notice', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    await start(page, 'Pay and play', '117');
    await page.waitForURL(/localhost:5174\/payment\.html/);
    await page.goto('/payment/continue-play');
    await pollUntil(page, page.getByText('The payment provider rejected the deposit.'), 4);
  });

  test('an iframeless provider: the waiting time runs out on the fake clock after the return, never more polls', async ({ page, isMobile }) => {
    await openContinuePlay(page, isMobile);
    await start(page, 'Pay and play', '115');
    await page.waitForURL(/localhost:5174\/payment\.html/);
    let polls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment/resume/login-status') polls += 1;
    });
    // QA input: waitingForAnswerSec 15 (3 polls) on the page the provider sends the player back to
    await page.goto('/payment/continue-play?resumeWaitingSec=15');
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByText(/We have not received the payment provider’s answer in time/), 4);
    expect(polls).toBe(3);
    await page.clock.runFor(20_000);
    expect(polls).toBe(3);
    // the payment is over: nothing is left in the tab to resume
    expect(await page.evaluate(() => window.sessionStorage.getItem('site:resume-payment'))).toBeNull();
  });
});
