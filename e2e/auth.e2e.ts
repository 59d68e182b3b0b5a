import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { newAccount } from './support/session';

const alertText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).innerText();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** Calls that are meant to fail in this journey (wrong password, wrong code) and nothing else. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/^(400|401) POST .*\/trpc\/auth\.(login|verifyOtp)/.test(error));
}

describe('account journey: register → login → logout → recover → reset', () => {
  journey('works end to end with real mail, and every screen passes axe', async ({ app, mailbox, openPage }) => {
    const { page, errors } = await openPage();
    const a11y: A11yProblem[] = [];
    const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
    const account = newAccount('Grace');

    // Home and the walkthrough.
    await page.goto(app.url);
    await heading(page, 'Fitness Tracker').waitFor();
    expect(await page.getByRole('blockquote').innerText()).not.toBe('');
    await check('home');
    await nav(page).getByRole('button', { name: 'Open the walkthrough' }).click();
    const walkthrough = page.getByRole('dialog', { name: 'How Fitness Tracker works' });
    await walkthrough.waitFor();
    await check('walkthrough');
    await page.keyboard.press('ArrowRight');
    expect(await walkthrough.innerText()).toContain('Page 2 of 4');
    await page.keyboard.press('Escape');
    await walkthrough.waitFor({ state: 'detached' });

    // Register: every validation message in the spec's order, then success.
    await nav(page).getByRole('link', { name: 'Register' }).click();
    await heading(page, 'Register').waitFor();
    await check('register');
    const register = page.getByRole('button', { name: 'Register' });
    const messages: string[] = [];
    await register.click();
    messages.push(await alertText(page));
    await page.getByLabel('Email').fill('grace');
    await register.click();
    messages.push(await alertText(page));
    await page.getByLabel('Email').fill(account.email);
    await register.click();
    messages.push(await alertText(page));
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill('something else');
    await register.click();
    messages.push(await alertText(page));
    await page.getByLabel('Confirm password').fill(account.password);
    await register.click();
    messages.push(await alertText(page));
    expect(messages).toEqual(['Must enter email', 'Invalid email format', 'Must enter password', 'Passwords must be the same', 'Must enter name']);
    await check('register with a message');
    await page.getByLabel('First name').fill(account.firstName);
    await register.click();

    await waitForPath(page, '/login');
    const welcome = await mailbox.waitForMail(account.email);
    expect(welcome.text).toContain(account.firstName);

    // Login: a blank profile sends the user to /profile.
    await heading(page, 'Login').waitFor();
    await check('login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/profile');
    await expect.poll(() => nav(page).innerText()).toContain(`Hi, ${account.firstName}`);
    expect(await page.evaluate(() => localStorage.getItem('firstName'))).toBe(account.firstName);
    expect(await nav(page).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');

    // Logout.
    await nav(page).getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await nav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('firstName'))).toBeNull();

    // Forgot password → code from the received mail.
    await nav(page).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await heading(page, 'Forgot Password').waitFor();
    await check('forgot password');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await alertText(page)).toBe('Please enter email');
    await page.getByLabel('Email').fill('grace@');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await alertText(page)).toBe('Invalid email format');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await waitForPath(page, '/otp');
    await heading(page, 'Enter your code').waitFor();
    expect(await page.getByRole('button', { name: /^Resend code \(\d+s\)$/ }).isDisabled()).toBe(true);
    await check('otp');

    await mailbox.waitForMail(account.email, { count: 2 });
    const code = await mailbox.latestCode(account.email);
    const wrong = code === '1111' ? '2222' : '1111';

    // A wrong code, typed box by box.
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => alertText(page)).toBe('Incorrect OTP');
    await check('otp with a message');

    // The right code, pasted into the first box.
    await page.getByLabel('Digit 1 of 4').click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    expect(await page.getByLabel('Digit 4 of 4').inputValue()).toBe(code[3]);
    await page.getByRole('button', { name: 'Verify' }).click();

    // Reset.
    await waitForPath(page, '/password-reset');
    await heading(page, 'Reset Password').waitFor();
    await check('password reset');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await alertText(page)).toBe('Must enter new password');
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await alertText(page)).toBe('Must confirm password');
    await page.getByLabel('Confirm new password').fill('not the same');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await alertText(page)).toBe('Passwords must match');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await waitForPath(page, '/login');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /\S/ }).innerText()).toBe('Password reset successfully');
    await check('login after reset');

    // The old password fails, the new one logs in.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => alertText(page)).toBe('Incorrect email or password');
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/profile');
    await check('profile');

    // /otp is closed again now that the recovery is over.
    await page.goto(`${app.url}/otp`);
    await waitForPath(page, '/forgot-password');

    expect(a11y).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });

  journey("says 'User already exists' for a taken email", async ({ app, openPage }) => {
    const { page } = await openPage();
    const account = newAccount('Taken');
    const created = await page.request.post(`${app.url}/api/register`, { data: account });
    expect(created.ok()).toBe(true);
    await page.goto(`${app.url}/register`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => alertText(page)).toBe('User already exists');
  });

  journey('fits a 375 px wide screen and passes axe there', async ({ app, openPage }) => {
    const { page, errors } = await openPage({ width: 375, height: 740 });
    const a11y: A11yProblem[] = [];
    for (const [path, title] of [
      ['/', 'Fitness Tracker'],
      ['/register', 'Register'],
      ['/login', 'Login'],
      ['/forgot-password', 'Forgot Password'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await heading(page, title).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      a11y.push(...(await seriousA11yViolations(page, `${path} at 375 px`)));
    }
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
  });
});
