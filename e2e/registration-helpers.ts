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

/** A registration form control by field name (SchemaForm ids are `sf-<formId>_<field>`). */
export function field(page: Page, name: string, form = 'registration') {
  return page.locator(`[id="sf-${form}_${name}"]`);
}

/** Picks a birth date in the three selects of the birthDate widget (ids: first part, then __month/__year/__day). */
export async function pickBirthDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const parts: Record<string, string> = { day: String(day), month: String(month), year: String(year) };
  for (const part of ['year', 'month', 'day']) {
    await page.locator(`select[autocomplete="bday-${part}"]`).selectOption(parts[part]!);
  }
}

/** Fills the details page (or the details part of the single mobile step). */
export async function fillRegistrationDetails(page: Page, input: RegistrationInput): Promise<void> {
  const password = input.password ?? 'Secret12!';
  await field(page, 'email').fill(input.email);
  await field(page, 'confirmEmail').fill(input.email);
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(password);
  await field(page, 'nickName').fill(input.nickName ?? `p${Date.now().toString(36)}`);
  await pickBirthDate(page, input.birthDate ?? '1990-04-12');
  await page.getByRole('radio', { name: input.gender === 'male' ? 'Male' : 'Female', exact: true }).check();
  if (input.country) await field(page, 'country').selectOption(input.country);
  if (input.nationalIdNumber !== undefined) await field(page, 'nationalIdNumber').fill(input.nationalIdNumber);
  await field(page, 'zipCode').fill(input.zipCode ?? '1051');
  const phone = input.phone ?? { country: 'HU', national: '201234567' };
  await field(page, 'phoneNumber__country').selectOption(phone.country);
  await field(page, 'phoneNumber').fill(phone.national);
}

export async function acceptRegistrationTerms(page: Page): Promise<void> {
  await field(page, 'ageAndPolicyChecked').check();
  await field(page, 'privacyPolicyChecked').check();
}

export async function expectRegistrationSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Registration was successful!' })).toBeVisible();
}
