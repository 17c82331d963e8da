import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { acceptRegistrationTerms, expectRegistrationSuccess, field, fillRegistrationDetails, pickBirthDate } from './registration-helpers';

// Issue 10 §1: defects a new player met on desktop (1280×800) and mobile (390×844)

const unique = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A real click: mouse down and up at the element's centre as it was before the press, as a player's hand does it. */
async function pressAndRelease(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.up();
}

/** The bottom of the sticky site header (0 when the page has none in view). */
async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0));
}

/** Fails unless the element lies wholly inside the visible part of its scroller: the dialog body, else the window below the header. */
async function expectWhollyInView(page: Page, target: Locator): Promise<void> {
  const view = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('.dialog__body');
    const header = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0;
    const frame = scroller ? scroller.getBoundingClientRect() : { top: Math.max(0, header), bottom: window.innerHeight };
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), frameTop: Math.round(frame.top), frameBottom: Math.round(frame.bottom) };
  });
  expect(view.top, `top ${view.top} below the frame's top ${view.frameTop}`).toBeGreaterThanOrEqual(view.frameTop);
  expect(view.bottom, `bottom ${view.bottom} above the frame's bottom ${view.frameBottom}`).toBeLessThanOrEqual(view.frameBottom);
}

test.describe('clicks are never lost to a layout shift after an error', () => {
  test('desktop: after a failed submit, fixing the birth date and clicking "Female" chooses it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop registration (two steps in the modal)');
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(field(page, 'email')).toBeFocused();
    const birthDate = page.locator('.sf-field--birthDate');
    await expect(birthDate.locator('.sf-field__error')).toBeVisible();

    // the player fixes the birth date and stays in it, then clicks the choice below it
    await page.locator('select[autocomplete="bday-year"]').focus();
    await pickBirthDate(page, '1990-04-12');
    await page.locator('select[autocomplete="bday-day"]').focus();
    await expect(birthDate.locator('.sf-field__error')).toBeVisible();
    const female = dialog.getByRole('radio', { name: 'Female', exact: true });
    await pressAndRelease(page, female);

    await expect(female).toBeChecked();
    // leaving the birth date still validated it: its error is gone
    await expect(birthDate.locator('.sf-field__error')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('mobile: after a failed submit, fixing the phone and tapping the terms checkbox ticks it', { tag: '@mobile' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile registration (one page)');
    await openSite(page, '/registration');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(field(page, 'email')).toBeFocused();
    const phone = page.locator('.sf-field--phone');
    await expect(phone.locator('.sf-field__error')).toBeVisible();

    await field(page, 'phoneNumber').fill('201234567');
    await expect(field(page, 'phoneNumber')).toBeFocused();
    const terms = field(page, 'ageAndPolicyChecked');
    await pressAndRelease(page, terms);

    await expect(terms).toBeChecked();
    await expect(phone.locator('.sf-field__error')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('input survives the breakpoint (modal ↔ page)', () => {
  test.skip(({ isMobile }) => isMobile, 'resizes a desktop window across 1024 px');

  test('typed details stay when the window narrows to the mobile page and widens back to the modal', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const email = unique('resize');
    await field(page, 'email').fill(email);
    await field(page, 'confirmEmail').fill(email);
    await field(page, 'password').fill('Secret12!');
    await field(page, 'confirmPassword').fill('Secret12!');
    await field(page, 'nickName').fill('halfway');
    await field(page, 'zipCode').fill('1051');
    await field(page, 'zipCode').blur();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, 'email')).toHaveValue(email);
    await expect(field(page, 'confirmEmail')).toHaveValue(email);
    await expect(field(page, 'nickName')).toHaveValue('halfway');
    await expect(field(page, 'zipCode')).toHaveValue('1051');
    // the password never goes to storage, but it is not lost on the switch either (memory of this tab only)
    await expect(field(page, 'password')).toHaveValue('Secret12!');
    await expect(field(page, 'confirmPassword')).toHaveValue('Secret12!');
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage, ...window.localStorage }))).not.toContain('Secret12!');
    await expectNoAxeViolations(page);

    // on the page the player types on, then turns the tablet back
    await field(page, 'nickName').fill('halfway2');
    await field(page, 'nickName').blur();
    await page.setViewportSize({ width: 1280, height: 800 });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(field(page, 'email')).toHaveValue(email);
    await expect(field(page, 'nickName')).toHaveValue('halfway2');
    await expect(field(page, 'zipCode')).toHaveValue('1051');
    await expect(field(page, 'password')).toHaveValue('Secret12!');
    await expectNoAxeViolations(page);
  });
});

test.describe('no dead end after login on a logged-out-only page', { tag: '@mobile' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the login page exists on mobile');

  test('logging in on /login goes home, not to "You are already logged in"', async ({ page }) => {
    await openSite(page, '/login');
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'You are already logged in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('logging in on /login with a page-after-login goes to that page', async ({ page }) => {
    await openSite(page, '/login?page-after-login=%2Fpromotions');
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { name: 'You are already logged in' })).toHaveCount(0);
  });
});

test.describe('a new step or screen brings its heading into view and focuses it', () => {
  test('mobile: the registration success screen is in view below the header, its heading focused', { tag: '@mobile' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile registration page');
    await openSite(page, '/registration');
    await fillRegistrationDetails(page, { email: unique('mobile+scroll') });
    await acceptRegistrationTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistrationSuccess(page);
    const heading = page.getByRole('heading', { name: 'Registration was successful!' });
    await expect(heading).toBeFocused();
    const top = (await heading.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    await expectWhollyInView(page, heading);
    await expectNoAxeViolations(page);
  });

  test('desktop: Next shows the terms step from its top, its heading focused', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop registration (two steps in the modal)');
    await openSite(page, '/?modal=registration');
    await fillRegistrationDetails(page, { email: unique('desktop+scroll') });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('2/2. Registration: Terms')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('heading', { name: 'Registration: Terms' })).toBeFocused();
    await expectWhollyInView(page, dialog.locator('.registration-stepper'));
    await expectNoAxeViolations(page);
  });
});

test.describe('small ones', () => {
  test('the error summary is wholly in view after a failed submit, focus on the first invalid field', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    await page.getByRole('button', { name: isMobile ? 'Register' : 'Next' }).click();
    await expect(field(page, 'email')).toBeFocused();
    const summary = page.locator('.sf-summary');
    await expect(summary).toBeVisible();
    await expectWhollyInView(page, summary);
    await expectWhollyInView(page, field(page, 'email'));
    await expectNoAxeViolations(page);
  });

  test('the registration step title shows once', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the stepper is desktop only');
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1/2. Registration: Main details')).toHaveAttribute('aria-current', 'step');
    // elements a sighted player sees whose own text names the step
    const shown = await dialog.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('');
        if (!own.includes('Main details')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 2 && box.height > 2 && getComputedStyle(element).clipPath === 'none';
      }).length,
    );
    expect(shown).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('the password toggle is an icon button with a name, the field keeps the row', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    const toggle = page.getByRole('button', { name: 'Show password' }).first();
    await expect(toggle).toBeVisible();
    await expect(toggle.locator('svg')).toHaveCount(1);
    await expect(toggle).toHaveText('');
    const toggleBox = await toggle.boundingBox();
    const rowBox = await page.locator('.sf-password__row').first().boundingBox();
    expect(toggleBox && rowBox && toggleBox.width / rowBox.width).toBeLessThan(0.2);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(field(page, 'password')).toHaveAttribute('type', 'text');
    await expectNoAxeViolations(page);
  });

  test('"* Mandatory field." ends with a full stop before the next sentence', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    await expect(page.locator('.registration__note')).toContainText('* Mandatory field. ');
  });

  test('the side menu expand buttons show a chevron', async ({ page }) => {
    await openSite(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const toggle = menu.getByRole('button', { name: 'Casino', exact: true });
    await expect(toggle).toBeVisible();
    const chevron = toggle.locator('svg');
    await expect(chevron).toHaveCount(1);
    const box = await chevron.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(8);
    expect(box?.height).toBeGreaterThanOrEqual(8);
    const toggleBox = await toggle.boundingBox();
    // on the button's row, at its end
    expect(box && toggleBox && box.x + box.width).toBeGreaterThan((toggleBox?.x ?? 0) + (toggleBox?.width ?? 0) * 0.7);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('the logged-in header and the notices', () => {
  const LOGIN_LABEL = { en: 'Log in', hu: 'Bejelentkezés', sv: 'Logga in' } as const;

  async function logIn(page: Page, isMobile: boolean, language: keyof typeof LOGIN_LABEL): Promise<void> {
    const prefix = language === 'en' ? '' : `/${language}`;
    await openSite(page, isMobile ? `${prefix}/login` : `${prefix}/?modal=login`);
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: LOGIN_LABEL[language] }).click();
    await expect(page.locator('.login-confirmation .notice')).toBeVisible();
  }

  /** The boxes of every control a player can reach right now, outside the given element. */
  async function controlBoxes(page: Page, outside: string) {
    return page.evaluate((excluded) => {
      const skip = document.querySelector(excluded);
      return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
        .filter((element) => !skip?.contains(element) && element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40), left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        })
        .filter((box) => box.right > box.left && box.bottom > box.top && box.bottom > 0 && box.top < window.innerHeight);
    }, outside);
  }

  for (const language of ['en', 'hu', 'sv'] as const) {
    test(`${language}: one header row with the balance, Deposit and Withdraw, nothing cut off or overlapping`, { tag: '@mobile' }, async ({ page, isMobile }) => {
      await logIn(page, isMobile, language);
      const banner = page.getByRole('banner');
      await expect(banner.locator('.header__actions > a[href$="/payment/deposit"]')).toBeVisible();
      await expect(banner.locator('.header__actions > a[href$="/payment/withdrawal"]')).toBeVisible();
      // the notices shown so far are one click away: in the header on desktop, behind the menu button's count on phones
      if (isMobile) {
        await expect(banner.locator('.header__menu-badge')).toHaveText(/^1/);
      } else {
        await expect(banner.locator('.notice-list__toggle')).toBeVisible();
      }
      const header = await banner.boundingBox();
      expect(header?.height, 'one row: the header keeps its height').toBeLessThanOrEqual(72);
      const viewportWidth = page.viewportSize()?.width ?? 0;
      const controls = (await controlBoxes(page, 'main, footer, .login-confirmation, .cookie-banner')).filter((box) => header && box.top < header.y + header.height);
      expect(controls.length).toBeGreaterThanOrEqual(5);
      for (const box of controls) {
        expect(box.left, `${box.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name} ends inside the screen`).toBeLessThanOrEqual(viewportWidth);
      }
      for (const [index, a] of controls.entries()) {
        for (const b of controls.slice(index + 1)) {
          const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false);
        }
      }
      if (isMobile) {
        await banner.getByRole('button', { name: /^(Menu|Menü|Meny)/ }).click();
        const list = page.getByRole('dialog').locator('.notice-list--inline');
        await list.getByRole('button').click();
        await expect(list.locator('.notice-list__item')).toHaveCount(1);
        await expect(banner.locator('.header__menu-badge')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });
  }

  test('"You are logged in now" covers no control: not the balance, not Deposit, not the cookie banner', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'en');
    // a visitor who has not answered the cookie question yet: the banner's buttons are on screen too
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    const notice = await page.locator('.login-confirmation .notice').boundingBox();
    if (!notice) throw new Error('the notice has no box');
    const covered = (await controlBoxes(page, '.login-confirmation')).filter(
      (box) => box.left < notice.x + notice.width && notice.x < box.right && box.top < notice.y + notice.height && notice.y < box.bottom,
    );
    expect(covered.map((box) => box.name)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the balance popover shows the balance with its currency on one line', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'hu');
    await page.getByRole('banner').locator('.balance__button').click();
    const amount = page.locator('.balance__popover [data-testid="popover-balance"]');
    await expect(amount).toBeVisible();
    const lines = await amount.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const popover = await page.locator('.balance__popover').boundingBox();
    expect(popover && popover.x).toBeGreaterThanOrEqual(0);
    expect(popover && popover.x + popover.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);
  });
});
