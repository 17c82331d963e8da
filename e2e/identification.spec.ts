import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import {
  answerOnPhone,
  answerProviderPage,
  completeIdentifiedRegistration,
  loginPath,
  popupFrom,
  providerFrame,
  PROVIDER_ORIGIN,
  registrationPath,
  shownControlCode,
} from './identification-helpers';
import { field } from './registration-helpers';

const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('Smart-ID (EST)', () => {
  test('login: the control code is confirmed on the phone and the registered player is logged in', { tag: '@mobile' }, async ({ page, context, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'EST'));
    await page.getByRole('radio', { name: 'Smart-ID' }).check();
    await field(page, 'personalCode', 'identification-smart-id').fill('49005170276');
    await page.getByRole('button', { name: 'Continue with Smart-ID' }).click();
    const code = await shownControlCode(page);
    await expect(page.getByTestId('code-countdown')).toContainText(/expires in \d+ seconds/);
    await expectNoAxeViolations(page);
    await answerOnPhone(context, 'smart-id', code, 'Registered player', 'Approve');
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  });

  test('login: a wrong personal code is refused before any call', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'EST'));
    await page.getByRole('radio', { name: 'Smart-ID' }).check();
    await field(page, 'personalCode', 'identification-smart-id').fill('49005170277');
    await page.getByRole('button', { name: 'Continue with Smart-ID' }).click();
    await expect(page.getByText('Please enter a valid personal code.').first()).toBeVisible();
    await expect(page.getByTestId('control-code')).toHaveCount(0);
  });

  test('login: cancel stops the waiting and returns to the personal code', async ({ page, isMobile }) => {
    // the page's time runs on the fake clock: the test moves it past the waiting request's time-outs below
    await page.clock.install();
    await openSite(page, loginPath(isMobile, 'EST'));
    await page.getByRole('radio', { name: 'Smart-ID' }).check();
    await field(page, 'personalCode', 'identification-smart-id').fill('49005170276');
    await page.getByRole('button', { name: 'Continue with Smart-ID' }).click();
    await shownControlCode(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field(page, 'personalCode', 'identification-smart-id')).toBeVisible();
    // no waiting request leaves after the cancel: a loop still running would ask again after each 500 ms
    // time-out, twice within these 1.2 s of page time
    const waits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/identification/wait')) waits.push(request.url());
    });
    await page.clock.runFor(1_200);
    // a round trip through the page after the timers ran: a request they started would be seen before it ends
    await page.evaluate(async () => (await fetch('/api/__mock/records')).ok);
    expect(waits).toEqual([]);
  });

  test('login: a code left to expire on the phone ends with the expired message', async ({ page, context, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'EST'));
    await page.getByRole('radio', { name: 'Smart-ID' }).check();
    await field(page, 'personalCode', 'identification-smart-id').fill('39307221011');
    await page.getByRole('button', { name: 'Continue with Smart-ID' }).click();
    const code = await shownControlCode(page);
    await answerOnPhone(context, 'smart-id', code, 'Registered player', 'Let it expire');
    await expect(page.getByText('The identification has expired. Please try again.')).toBeVisible();
    await expect(field(page, 'personalCode', 'identification-smart-id')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('registration: a person already verified is offered the login and logs in', async ({ page, context, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'EST'));
    await page.getByRole('button', { name: 'Smart-ID' }).click();
    await field(page, 'personalCode', 'identification-smart-id').fill('49005170276');
    await page.getByRole('button', { name: 'Continue with Smart-ID' }).click();
    const code = await shownControlCode(page);
    await answerOnPhone(context, 'smart-id', code, 'Registered player', 'Approve');
    await expect(page.getByText('It seems you are verified already. Do you want to log in?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });
});

test.describe('Mobile-ID (LTU)', () => {
  test('registration: identified details are confirmed read-only and the player registers', { tag: '@mobile' }, async ({ page, context, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'LTU'));
    await expect(page.getByRole('heading', { name: 'Choose Sign up Method' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mobile-ID' }).click();
    await field(page, 'phoneNumber', 'identification-mobile-id').fill('61234567');
    await field(page, 'personalCode', 'identification-mobile-id').fill('38803120448');
    await page.getByRole('button', { name: 'Continue with Mobile-ID' }).click();
    const code = await shownControlCode(page);
    await answerOnPhone(context, 'mobile-id', code, 'New person', 'Approve');
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await expect(page.getByTestId('identified-birthDate')).toHaveText('1988-03-12');
    await expect(page.getByTestId('identified-nationalIdNumber')).toHaveText('38803120448');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('select[autocomplete="bday-year"]')).toHaveValue('1988');
    await expect(page.locator('select[autocomplete="bday-year"]')).toBeDisabled();
    // the phone number Mobile-ID identified is fixed too
    await expect(field(page, 'phoneNumber')).not.toBeEditable();
    await completeIdentifiedRegistration(page, { email: unique('ltu'), zipCode: '01001' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('You have successfully registered!')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('login: a person nobody registered is offered the sign-up, which keeps the identification', async ({ page, context, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'LTU'));
    await page.getByRole('radio', { name: 'Mobile-ID' }).check();
    await field(page, 'phoneNumber', 'identification-mobile-id').fill('61234567');
    await field(page, 'personalCode', 'identification-mobile-id').fill('49502282196');
    await page.getByRole('button', { name: 'Continue with Mobile-ID' }).click();
    const code = await shownControlCode(page);
    await answerOnPhone(context, 'mobile-id', code, 'New person', 'Approve');
    await expect(page.getByText('It seems you are not registered yet. Do you want to sign up?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await expect(page.getByTestId('identified-birthDate')).toHaveText('1995-02-28');
  });

  test('login: only Lithuanian phone numbers are accepted', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'LTU'));
    await page.getByRole('radio', { name: 'Mobile-ID' }).check();
    await expect(field(page, 'phoneNumber__country', 'identification-mobile-id').locator('option')).toHaveCount(1);
    await field(page, 'phoneNumber', 'identification-mobile-id').fill('123');
    await field(page, 'personalCode', 'identification-mobile-id').fill('38803120448');
    await page.getByRole('button', { name: 'Continue with Mobile-ID' }).click();
    await expect(page.getByText('Please enter a Lithuanian phone number (+370).').first()).toBeVisible();
  });
});

test.describe('iDIN (NLD), provider popup', () => {
  test('login: the bank is chosen, the popup approves and the player is logged in', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'NLD'));
    await page.getByRole('radio', { name: 'iDIN' }).check();
    await field(page, 'bic', 'identification-idin').selectOption({ label: 'ING' });
    const popup = await popupFrom(page, 'Continue with iDIN');
    await expect(popup).toHaveURL(new RegExp(`^${PROVIDER_ORIGIN}/identification\\.html\\?`));
    await expect(popup.getByText('INGBNL2A')).toBeVisible();
    await expectNoAxeViolations(page);
    await answerProviderPage(popup, 'Registered player', 'Approve');
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });

  test('login: a rejection in the popup returns to the bank choice with the reason', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'NLD'));
    await page.getByRole('radio', { name: 'iDIN' }).check();
    await field(page, 'bic', 'identification-idin').selectOption({ label: 'Rabobank' });
    const popup = await popupFrom(page, 'Continue with iDIN');
    await answerProviderPage(popup, 'Registered player', 'Reject');
    await expect(page.getByText('The verification was rejected. Please use another verification method.')).toBeVisible();
    await expect(field(page, 'bic', 'identification-idin')).toBeVisible();
  });

  test('forged identification messages — from our own origin or from a provider window we did not open — change nothing', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'NLD'));
    await page.getByRole('radio', { name: 'iDIN' }).check();
    await field(page, 'bic', 'identification-idin').selectOption({ label: 'ING' });
    const popup = await popupFrom(page, 'Continue with iDIN');
    const results: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/identification/result')) results.push(request.url());
    });
    // an attacker's script posts to any listener ('*' on purpose): the app must ignore both
    // 1. the app's own origin
    await page.evaluate(() => window.postMessage({ type: 'identification', value: 'done' }, '*'));
    // 2. the provider's origin, but a window the identification did not open
    const strangerOpened = page.waitForEvent('popup');
    await page.evaluate((origin) => void window.open(`${origin}/`, 'stranger'), PROVIDER_ORIGIN);
    const stranger = await strangerOpened;
    await stranger.waitForLoadState();
    await stranger.evaluate(() => window.opener?.postMessage({ type: 'identification', value: 'done' }, '*'));
    await page.waitForTimeout(800);
    expect(results).toEqual([]);
    await expect(page.getByRole('button', { name: 'Open the iDIN window' })).toBeVisible();
    await stranger.close();
    // the real provider window still completes it
    await answerProviderPage(popup, 'Registered player', 'Approve');
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });
});

test.describe('Trustly and pay-and-play (SWE)', () => {
  // not @mobile: the same popup (createProviderWindow) as iDIN's @mobile test, on the registration page the Mobile-ID @mobile test covers
  test('a visitor from Sweden registers with pay-and-play only; a registered person is asked to log in', async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'SWE'));
    await expect(page.getByRole('button', { name: 'Continue with Pay and play (bank)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Sign up Method' })).toHaveCount(0);
    const popup = await popupFrom(page, 'Continue with Pay and play (bank)');
    await answerProviderPage(popup, 'Registered player', 'Approve');
    await expect(page.getByText('It seems you are registered already. Do you want to log in?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });

  test('with pay-and-play as the only method, "Sign up using different credentials" starts it over', async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'SWE'));
    const popup = await popupFrom(page, 'Continue with Pay and play (bank)');
    await answerProviderPage(popup, 'Registered player', 'Approve');
    await page.getByRole('button', { name: 'Sign up using different credentials' }).click();
    await expect(page.getByRole('button', { name: 'Continue with Pay and play (bank)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('Trustly skips the form: the popup opens at once and an automatic login follows', async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'SWE', '&geo=FIN'));
    const popup = await popupFrom(page, 'Trustly');
    await answerProviderPage(popup, 'Registered, log in automatically', 'Approve');
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });

  test('Trustly: a popup the player closes returns to the start with a message', async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'SWE', '&geo=FIN'));
    const popup = await popupFrom(page, 'Trustly');
    await popup.close();
    await expect(page.getByText('The Trustly window was closed before the identification finished.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Trustly' })).toBeVisible();
  });
});

test.describe('document check (INT), provider frame', () => {
  test('cddn runs in a frame and a new person goes on to confirm the details', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'INT'));
    await page.getByRole('button', { name: 'Document check' }).click();
    const frame = await providerFrame(page, 'Document check identification');
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
    await answerProviderPage(frame, 'New person', 'Approve');
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'email').fill('back.and.forth@example.com');
    // the form's Back keeps what was typed and returns to the details; Back there returns to the chooser
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(field(page, 'email')).toHaveValue('back.and.forth@example.com');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Sign up Method' })).toBeVisible();
  });
});

test.describe('TOP (INT), provider frame with a start step', () => {
  test('a rejection in the frame returns to the start with the reason', async ({ page, isMobile }) => {
    await openSite(page, registrationPath(isMobile, 'INT'));
    await page.getByRole('button', { name: 'TOP' }).click();
    await page.getByRole('button', { name: 'Continue with TOP' }).click();
    const frame = await providerFrame(page, 'TOP identification');
    await answerProviderPage(frame, 'New person', 'Reject');
    await expect(page.getByText('The verification was rejected. Please use another verification method.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with TOP' })).toBeVisible();
  });
});

test.describe('zignSec (MLT), redirect', () => {
  test('login leaves for the provider and the return opens the registration with the identification', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'MLT'));
    await page.getByRole('radio', { name: 'ZignSec' }).check();
    await page.getByRole('button', { name: 'Continue with ZignSec' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PROVIDER_ORIGIN}/redirect\\.html\\?`));
    await answerProviderPage(page, 'New person', 'Approve');
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
    await expect(page).not.toHaveURL(/titanToken/);
    await expectNoAxeViolations(page);
  });

  test('a return link this tab did not leave for (no matching state) is dropped unread', async ({ page }) => {
    const resolved: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/identification/result')) resolved.push(request.url());
    });
    await openSite(page, '/?market=MLT&method=zignSec&redirectFrom=messageInterface&type=identification&value=done&titanToken=someone-elses-session&identificationState=guessed');
    await expect(page).not.toHaveURL(/titanToken/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toHaveCount(0);
    expect(resolved).toEqual([]);
  });

  test('a cancelled redirect comes back with the reason and no registration', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'MLT'));
    await page.getByRole('radio', { name: 'ZignSec' }).check();
    await page.getByRole('button', { name: 'Continue with ZignSec' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PROVIDER_ORIGIN}/redirect\\.html\\?`));
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('The verification was not completed. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toHaveCount(0);
  });
});

test.describe('social login (INT)', () => {
  // not @mobile: the same popup (createProviderWindow) and login page as iDIN's @mobile test
  test('Google: the registered account logs in through the popup', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'INT'));
    await page.getByRole('radio', { name: 'Google' }).check();
    const popup = await popupFrom(page, 'Continue with Google');
    await answerProviderPage(popup, 'Registered', 'Continue');
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });

  test('Facebook: the popup gets SDK 12.0 with public_profile,email and an unknown account is offered the sign-up', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'INT'));
    await page.getByRole('radio', { name: 'Facebook' }).check();
    const popup = await popupFrom(page, 'Continue with Facebook');
    const url = new URL(popup.url());
    expect(url.searchParams.get('version')).toBe('v12.0');
    expect(url.searchParams.get('scope')).toBe('public_profile,email');
    await answerProviderPage(popup, 'No account', 'Continue');
    await expect(page.getByText('It seems you are not registered yet. Do you want to sign up?')).toBeVisible();
  });

  test('Apple: a cancelled popup leaves the player logged out with the reason', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'INT'));
    await page.getByRole('radio', { name: 'Apple' }).check();
    const popup = await popupFrom(page, 'Continue with Apple');
    await popup.waitForLoadState('load');
    await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('The verification was not completed. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
  });
});

test.describe('login to play (INT), provider popup', () => {
  test('a registered player logs in through the popup', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'INT'));
    await page.getByRole('radio', { name: 'Login to play' }).check();
    const popup = await popupFrom(page, 'Continue with Login to play');
    await answerProviderPage(popup, 'Registered player', 'Approve');
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
