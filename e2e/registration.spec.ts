import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { acceptRegistrationTerms, expectRegistrationSuccess, field, fillRegistrationDetails } from './registration-helpers';

const unique = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('regular registration — desktop, two steps with the stepper', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop journey');

  test('HUN: details, server validation, terms, success with activation', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1/2. Registration: Main details')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('* Mandatory field', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = unique('hun+activation');
    await fillRegistrationDetails(page, { email });
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByText('2/2. Registration: Terms')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('Accept the necessary terms')).toBeVisible();
    await expectNoAxeViolations(page);
    await acceptRegistrationTerms(page);
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expectRegistrationSuccess(page);
    await expect(dialog.getByText(/activation e-mail/)).toBeVisible();
    await expectNoAxeViolations(page);
    // REGISTERED carried the stored e-mail and removed it from local storage
    expect(await page.evaluate(() => window.localStorage.getItem('registrationEmail'))).toBeNull();
    await dialog.locator('.registration-success').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a reload on the terms step comes back to it with the details, never the password (draft)', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    const email = unique('hun+draft');
    await fillRegistrationDetails(page, { email, nickName: 'draftplayer' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('2/2. Registration: Terms')).toHaveAttribute('aria-current', 'step');
    const stored = await page.evaluate(() => window.sessionStorage.getItem('site:draft:registration'));
    expect(stored).toContain(email);
    expect(stored).not.toContain('Secret12!');

    await page.reload();
    await expect(dialog.getByText('2/2. Registration: Terms')).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'email')).toHaveValue(email);
    await expect(field(page, 'nickName')).toHaveValue('draftplayer');
    await expect(field(page, 'password')).toHaveValue('');
  });

  test('a blur shows the field error, submit moves focus to the first invalid field', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await field(page, 'email').fill('not-an-email');
    await expect(field(page, 'email')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'confirmEmail').focus();
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(field(page, 'email')).toBeFocused();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('server field errors (196) stay on the details step at their field and at form level', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await fillRegistrationDetails(page, { email: unique('zip'), zipCode: '9999' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('1/2. Registration: Main details')).toHaveAttribute('aria-current', 'step');
    await expect(field(page, 'zipCode')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('a politically exposed person confirms the status before registering', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await fillRegistrationDetails(page, { email: unique('pep+activation') });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await acceptRegistrationTerms(page);
    await field(page, 'publicPerson').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('button', { name: "I'm politically exposed person" })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByText('2/2. Registration: Terms')).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByRole('button', { name: "I'm politically exposed person" }).click();
    await expectRegistrationSuccess(page);
  });

  test('a duplicate e-mail (105) shows the error box and keeps the data', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await fillRegistrationDetails(page, { email: 'player@example.com' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    const stillDetails = dialog.getByText('1/2. Registration: Main details');
    await expect(stillDetails).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('alert').filter({ hasText: /e-mail/i }).first()).toBeVisible();
    await expect(field(page, 'email')).toHaveValue('player@example.com');
  });
});

// not @mobile: the success screen's text is content, the same on a phone (the one-step mobile journey is its own @mobile test)
test('the verification success variant says codes were sent by e-mail and SMS', async ({ page, isMobile }) => {
  await openSite(page, isMobile ? '/registration' : '/?modal=registration');
  await fillRegistrationDetails(page, { email: unique('verify+verification') });
  if (!isMobile) await page.getByRole('button', { name: 'Next' }).click();
  await acceptRegistrationTerms(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectRegistrationSuccess(page);
  await expect(page.getByText(/verification codes to your e-mail address and by SMS/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('regular registration — mobile, one step without the stepper', { tag: '@mobile' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile journey');

  test('HUN: one page with every field, then success with automatic login', async ({ page }) => {
    await openSite(page, '/registration');
    await expect(page.getByText('1/2. Registration: Main details')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fillRegistrationDetails(page, { email: unique('mobile+autologin') });
    await acceptRegistrationTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistrationSuccess(page);
    await expectNoAxeViolations(page);
    // logged in automatically: the header shows the balance once the player leaves the page
    await page.locator('.registration-success').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  });
});

test.describe('registration per market', () => {
  // not @mobile: the same fields and birth-date selects on a phone; the mobile registration page is covered by its own @mobile tests
  test('ROU: a valid CNP fills birth date and gender, an invalid one resets the birth date', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration?market=ROU' : '/?modal=registration&market=ROU');
    await expect(field(page, 'country')).toHaveValue('ROU');
    await field(page, 'nationalIdNumber').fill('1900412400011');
    await expect(page.locator('select[autocomplete="bday-year"]')).toHaveValue('1990');
    await expect(page.locator('select[autocomplete="bday-month"]')).toHaveValue('4');
    await expect(page.locator('select[autocomplete="bday-day"]')).toHaveValue('12');
    await expect(page.locator('input[type="radio"][value="male"]')).toBeChecked();
    await field(page, 'nationalIdNumber').fill('1900412400012');
    await expect(page.locator('select[autocomplete="bday-year"]')).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('GBR: the Northern Ireland notice shows and the country is fixed', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration?market=GBR' : '/?modal=registration&market=GBR');
    await expect(page.getByText('Northern Ireland must not register', { exact: false })).toBeVisible();
    await expect(field(page, 'country')).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  // a visitor detected in Sweden is offered pay-and-play only; one from Finland chooses e-mail and password
  test('SWE: the personal identity number is mandatory and no bonus is offered', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration?market=SWE&geo=FIN' : '/?modal=registration&market=SWE&geo=FIN');
    await page.getByRole('button', { name: 'E-mail and password' }).click();
    await expect(field(page, 'country')).toHaveValue('SWE');
    await expect(field(page, 'nationalIdNumber')).toBeVisible();
    await expect(field(page, 'campaignId')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('SWE: a full registration with the mandatory personal identity number', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration?market=SWE&geo=FIN' : '/?modal=registration&market=SWE&geo=FIN');
    await page.getByRole('button', { name: 'E-mail and password' }).click();
    await fillRegistrationDetails(page, {
      email: unique('swe+activation'),
      zipCode: '11122',
      phone: { country: 'SE', national: '701234567' },
      nationalIdNumber: '199004121234',
    });
    if (!isMobile) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expectNoAxeViolations(page);
    }
    await acceptRegistrationTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistrationSuccess(page);
    await expectNoAxeViolations(page);
  });

  test('ROU: a full registration where the CNP filled birth date and gender', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration?market=ROU' : '/?modal=registration&market=ROU');
    await fillRegistrationDetails(page, {
      email: unique('rou+activation'),
      zipCode: '010011',
      phone: { country: 'RO', national: '712345678' },
      gender: 'male',
    });
    await field(page, 'nationalIdNumber').fill('1900412400011');
    await expect(page.locator('select[autocomplete="bday-year"]')).toHaveValue('1990');
    if (!isMobile) await page.getByRole('button', { name: 'Next' }).click();
    await acceptRegistrationTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistrationSuccess(page);
  });

  test('HUN: a national id field appears only for a country that requires it', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    await expect(field(page, 'nationalIdNumber')).toHaveCount(0);
    await field(page, 'country').selectOption('ROU');
    await expect(field(page, 'nationalIdNumber')).toBeVisible();
  });
});

test('the activation link from the registration e-mail activates the account', async ({ page }) => {
  await openSite(page, '/?modal=registration');
  const email = unique('activate+activation');
  const isMobile = (page.viewportSize()?.width ?? 1280) < 1024;
  if (isMobile) await openSite(page, '/registration');
  await fillRegistrationDetails(page, { email });
  if (!isMobile) await page.getByRole('button', { name: 'Next' }).click();
  await acceptRegistrationTerms(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectRegistrationSuccess(page);
  const code = await page.evaluate(async (address) => {
    const response = await fetch(`/api/__mock/last-activation-code?email=${encodeURIComponent(address)}`);
    return ((await response.json()) as { activationCode: string }).activationCode;
  }, email);
  await openSite(page, `/activation/${code}`);
  await expect(page.getByRole('status')).toContainText(/activated/i);
  await expectNoAxeViolations(page);
});

// The platform registers the player but answers after the register call's 10 s client limit (mock: `+late`, 12 s).
// Both limits run on the page's fake clock (Playwright's clock drives the transport's AbortSignal.timeout and the
// mock's delay): the test moves it past 10 s and then past 12 s instead of waiting 12 s of real time.
test.describe('a registration that succeeds behind a time-out', () => {
  const TIMED_OUT = 'The server did not answer in time. Please try again.';
  const isRegister = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/player/register';

  async function registerUntilTimeout(page: Page, isMobile: boolean, email: string): Promise<string[]> {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (isRegister(request)) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.clock.install();
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    await fillRegistrationDetails(page, { email });
    if (!isMobile) await page.getByRole('button', { name: 'Next' }).click();
    await acceptRegistrationTerms(page);
    // until the time-out the page's time moves only when the test moves it
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Register' }).click();
    // the platform registered the player and holds the answer (its 12 s delay is set once the code exists)
    await expect.poll(() => activationCodeOf(page, email)).not.toBe('');
    // the client gives up at its 10 s limit, not before
    await page.clock.runFor(9_000);
    await expect(page.getByRole('alert').filter({ hasText: TIMED_OUT })).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('alert').filter({ hasText: TIMED_OUT })).toBeVisible();
    // time flows again (axe runs on timers); the held answer is still 2 s of page time away
    await page.clock.resume();
    return keys;
  }

  async function activationCodeOf(page: Page, email: string): Promise<string> {
    return page.evaluate(async (address) => {
      const response = await fetch(`/api/__mock/last-activation-code?email=${encodeURIComponent(address)}`);
      return response.ok ? ((await response.json()) as { activationCode: string }).activationCode : '';
    }, email);
  }

  test('Register again sends the same attempt, the first answer is replayed: success and one record', async ({ page, isMobile }) => {
    const email = unique('late+late+activation');
    const keys = await registerUntilTimeout(page, isMobile, email);
    await expectNoAxeViolations(page);
    const retried = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Register' }).click();
    await retried;
    // the platform sends the first answer at 12 s of page time (a retry meanwhile waits for it): the kept answer is replayed
    await page.clock.runFor(2_000);
    await expectRegistrationSuccess(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    const records = await page.evaluate(async () => (await fetch('/api/__mock/records?kind=registration')).json());
    expect(records).toMatchObject({ kind: 'registration', count: 1, records: [{ endpoint: 'register', idempotencyKey: keys[0] }] });
    await expectNoAxeViolations(page);
  });

  test('when the retry still answers "already registered" (105), the player is offered to log in, with the activation notice', async ({ page, isMobile }) => {
    // `+unkept`: the platform keeps no answer for the key, so the same attempt answers 105
    const email = unique('lost+unkept+activation');
    await registerUntilTimeout(page, isMobile, email);
    const retried = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Register' }).click();
    await retried;
    await page.clock.runFor(2_000);
    await expect(page.getByRole('heading', { name: 'You are registered already' })).toBeVisible();
    await expect(page.getByText('Your account still needs to be activated', { exact: false })).toBeVisible();
    // not the dead end of the terms step
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.locator('.registration-success').getByRole('button', { name: 'Log in' }).click();
    await expect(field(page, 'login', 'login')).toBeVisible();
  });
});
