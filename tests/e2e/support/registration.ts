import type { Page } from 'playwright-core';
import type { AuthCatalog } from '../../../sdk/i18n/sections/auth/en';

export interface SignUp {
  nickname: string;
  email: string;
  password: string;
}

/**
 * Fills the sign-up form (/registration/client, /model or /business) as a person does, in the
 * page's language: nickname, email, the password twice, the first country and the terms. The
 * caller sends it (one click, a double click...) and checks where it lands.
 */
export async function fillRegistration(page: Page, texts: AuthCatalog['register'], { nickname, email, password }: SignUp): Promise<void> {
  await page.getByLabel(texts.nickname, { exact: true }).fill(nickname);
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByLabel(texts.confirmPassword, { exact: true }).fill(password);
  await page.getByLabel(texts.country, { exact: true }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: new RegExp(texts.terms) }).check();
}
