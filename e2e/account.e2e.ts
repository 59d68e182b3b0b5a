import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { newAccount, signUpAndLogIn } from './support/session';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const alertText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).innerText();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Logs a context in through the API with `email` (its cookie jar gets the session) and sets the marker, as the login screen would. */
async function logIn(context: BrowserContext, baseUrl: string, email: string, password: string, firstName: string) {
  const login = await context.request.post(`${baseUrl}/api/login`, { data: { email, password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  await context.addInitScript((name) => localStorage.getItem('firstName') || localStorage.setItem('firstName', name), firstName);
}

const loggedIn = async (context: BrowserContext, baseUrl: string) =>
  ((await (await context.request.get(`${baseUrl}/trpc/auth.status`)).json()) as { result: { data: { loggedIn: boolean } } }).result.data.loggedIn;

/** Calls meant to fail here (the login after the deletion), and nothing else. */
const unexpected = (errors: string[]) => errors.filter((error) => !/^401 POST .*\/trpc\/auth\.login/.test(error));

describe('Account and security on a phone (390×844): issue #51', () => {
  journey(
    'change the password (another device is logged out), change the email with the mailed code, sign out a session, delete the account, register again',
    async ({ app, mailbox, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const other = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      const account = await signUpAndLogIn(context, app.url, { completeProfile: true });
      await logIn(other.context, app.url, account.email, account.password, account.firstName);
      expect(await loggedIn(other.context, app.url)).toBe(true);

      // From the profile to the account page.
      await page.goto(`${app.url}/profile`);
      await page.getByRole('link', { name: 'Account and security' }).tap();
      await page.getByRole('heading', { name: 'Account and security', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/account');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await section(page, 'Sessions').getByText('This device').waitFor();
      await check('account');

      // Change the password: this device stays, the other is logged out.
      const newPassword = 'a brand new passphrase';
      const password = section(page, 'Change password');
      await password.getByLabel('Current password').fill(account.password);
      await password.getByLabel('New password', { exact: true }).fill(newPassword);
      await password.getByLabel('Confirm new password').fill('not the same');
      await password.getByRole('button', { name: 'Change password' }).tap();
      expect(await alertText(page)).toBe('Passwords must be the same');
      await check('account with a message');
      await password.getByLabel('Confirm new password').fill(newPassword);
      await password.getByRole('button', { name: 'Change password' }).tap();
      await password.getByText('Password changed').waitFor();
      await other.page.goto(`${app.url}/profile`);
      await expect.poll(() => pathOf(other.page), { timeout: 15_000 }).toBe('/login');
      expect(await loggedIn(other.context, app.url)).toBe(false);

      // Change the email with the code mailed to the new address.
      const newEmail = newAccount('Moved').email;
      const email = section(page, 'Change email');
      await email.getByLabel('New email').fill(newEmail);
      await email.getByLabel('Current password').fill(newPassword);
      await email.getByRole('button', { name: 'Send code' }).tap();
      await email.getByLabel('Code').fill(await mailbox.latestCode(newEmail));
      await email.getByRole('button', { name: 'Confirm new email' }).tap();
      await email.getByText(`Your email is now ${newEmail}.`).waitFor();

      // Log in with the new address on the other phone, then sign that session out from here.
      await other.page.getByLabel('Email').fill(newEmail);
      await other.page.getByLabel('Password').fill(newPassword);
      await other.page.getByRole('button', { name: 'Login' }).tap();
      await expect.poll(() => pathOf(other.page), { timeout: 15_000 }).toBe('/dashboard');
      await page.reload();
      const sessions = section(page, 'Sessions');
      await expect.poll(() => sessions.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
      await sessions.getByRole('button', { name: 'Sign out', exact: true }).tap();
      await sessions.getByText('You are signed in on this device only.').waitFor();
      expect(await loggedIn(other.context, app.url)).toBe(false);

      // Delete the account: DELETE typed out is the guard; then logged out here and on /login.
      const remove = section(page, 'Delete account');
      expect(await remove.getByRole('link', { name: 'Download everything first' }).getAttribute('href')).toContain('/api/export?format=json');
      await remove.getByLabel('Current password').fill(newPassword);
      const deleteButton = remove.getByRole('button', { name: 'Delete my account' });
      expect(await deleteButton.isDisabled()).toBe(true);
      await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
      await check('account ready to delete');
      await deleteButton.tap();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/login');
      await page.getByText('Your account and all its data are deleted.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('firstName'))).toBeNull();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('workoutLogDraft:')))).toEqual([]);

      // Logging in fails with the spec's message; the same email registers again and starts empty.
      await page.getByLabel('Email').fill(newEmail);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Login' }).tap();
      await expect.poll(() => alertText(page), { timeout: 15_000 }).toBe('Incorrect email or password');
      // In the page (a reload would run the context's marker script again).
      await page.getByRole('link', { name: 'Create an account' }).tap();
      await page.getByLabel('Email').fill(newEmail);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm password').fill(newPassword);
      await page.getByLabel('First name').fill('Ada');
      await page.getByRole('button', { name: 'Register' }).tap();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/login');
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Login' }).tap();
      // A blank profile sends a new account to /profile: nothing of the deleted one is left.
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/profile');
      await page.getByText('Complete your profile to see your dashboard').waitFor();

      expect(unexpected(errors)).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
