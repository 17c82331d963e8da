import { expect, expectNoAxeViolations, openSite, test } from './fixtures';

test.describe('site shell', () => {
  test('shows the main loading screen, then the home page', async ({ page }) => {
    // records whether the loading screen was ever in the DOM, however briefly
    await page.addInitScript(() => {
      const seen = () => document.querySelector('[data-testid="main-loading-screen"]') !== null;
      new MutationObserver(() => {
        if (seen()) (window as unknown as { sawLoading: boolean }).sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await openSite(page, '/');
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Casino home page' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });

  test('the /hu/ prefix shows the site in Hungarian', async ({ page }) => {
    await openSite(page, '/hu/');
    await expect(page.getByRole('heading', { level: 1, name: 'Üdvözöljük a kaszinóban' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bejelentkezés', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectNoAxeViolations(page);
  });

  test('the language switch changes the path prefix and the texts', async ({ page }) => {
    await openSite(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Välkommen till kasinot' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expectNoAxeViolations(page);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await openSite(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
  });

  test('a logged-in-only route asks a visitor to log in', async ({ page }) => {
    await openSite(page, '/my/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openSite(page, '/sv/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggning krävs' })).toBeVisible();
  });

  test('the side menu opens as a dialog and Escape closes it', { tag: '@mobile' }, async ({ page }) => {
    await openSite(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('login and registration on desktop', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'modals are the desktop presentation');
  });

  test('?modal=login opens an accessible dialog that Escape closes', async ({ page }) => {
    await openSite(page, '/?modal=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);
  });

  test('Tab stays inside the dialog', async ({ page }) => {
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test('the header Log in button opens the dialog; /login redirects to the modal', async ({ page }) => {
    await openSite(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\?modal=login$/);
    await openSite(page, '/hu/login');
    await expect(page).toHaveURL(/\/hu\?modal=login$/);
    await expect(page.getByRole('dialog', { name: 'Bejelentkezés' })).toBeVisible();
  });
});

test.describe('login and registration on mobile', { tag: '@mobile' }, () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'pages are the mobile presentation');
  });

  test('/login is a full page', async ({ page }) => {
    await openSite(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the header Register button goes to the registration page', async ({ page }) => {
    await openSite(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  });

  test('?modal=login becomes the login page', async ({ page }) => {
    await openSite(page, '/sv/?modal=login');
    await expect(page).toHaveURL(/\/sv\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  });
});

test.describe('player', () => {
  test('sees nickname and balance in German format, and logs out', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, '/');
    // the login feature is not part of the shell: log in through the api the mock platform serves
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/player/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: 'player.int@example.com', password: 'Password1' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await openSite(page, '/');
    const balance = page.getByRole('banner').getByRole('button', { name: /balance \d{1,3}(\.\d{3})*,\d{2} €$/ });
    await expect(balance).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/payment/deposit');
    if (!isMobile) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/payment/withdrawal');
    }
    await balance.click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('an activation link activates the account', async ({ page }) => {
    await openSite(page, '/activation/valid-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Account activation' })).toBeVisible();
    await expect(page.getByText('Your account is activated. You can log in now.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
