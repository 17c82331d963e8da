import { expect, type Page } from '@playwright/test';

export interface RegistrationInput {
  email: string;
  password?: string;
  nickName?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  gender?: 'male' | 'female';
  country?: string;
  zipCode?: string;
  /** ISO alpha-2 of the calling code, national number */
  phone?: { country: string; national: string };
  nationalIdNumber?: string;
}

/** Picks a birth date in the three selects of the birthDate widget (ids: first part, then __month/__year/__day). */
export async function pickBirthDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const form = page.locator('form');
  const parts: Record<string, string> = { day: String(day), month: String(month), year: String(year) };
  for (const part of ['year', 'month', 'day']) {
    const select = form.locator(`select[id="root_birthDate__${part}"], select[id="root_birthDate"][autocomplete="bday-${part}"]`);
    await select.selectOption(parts[part]!);
  }
}

/** Fills the details page (or the details part of the single mobile step). */
export async function fillRegistrationDetails(page: Page, input: RegistrationInput): Promise<void> {
  const password = input.password ?? 'Secret12!';
  await page.locator('#root_email').fill(input.email);
  await page.locator('#root_confirmEmail').fill(input.email);
  await page.locator('#root_password').fill(password);
  await page.locator('#root_confirmPassword').fill(password);
  await page.locator('#root_nickName').fill(input.nickName ?? `p${Date.now().toString(36)}`);
  await pickBirthDate(page, input.birthDate ?? '1990-04-12');
  await page.locator(`input[name="root_gender"][value="${input.gender ?? 'female'}"], #root_gender-${input.gender ?? 'female'}`).first().check();
  if (input.country) await page.locator('#root_country').selectOption(input.country);
  if (input.nationalIdNumber !== undefined) await page.locator('#root_nationalIdNumber').fill(input.nationalIdNumber);
  await page.locator('#root_zipCode').fill(input.zipCode ?? '1051');
  const phone = input.phone ?? { country: 'HU', national: '201234567' };
  await page.locator('#root_phoneNumber__country').selectOption(phone.country);
  await page.locator('#root_phoneNumber').fill(phone.national);
}

export async function acceptRegistrationTerms(page: Page): Promise<void> {
  await page.locator('#root_ageAndPolicyChecked').check();
  await page.locator('#root_privacyPolicyChecked').check();
}

export async function expectRegistrationSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Registration was successful!' })).toBeVisible();
}
