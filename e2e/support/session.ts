import { randomInt } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

let accounts = 0;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
}

/** A fresh, unique account's details (unique across the run's workers too: each is a process of its own). */
export function newAccount(firstName = 'Ada'): TestAccount {
  accounts += 1;
  return {
    email: `${firstName.toLowerCase()}-${process.pid}-${accounts}-${Date.now().toString(36)}@example.com`,
    password: 'correct horse battery staple',
    firstName,
  };
}

/**
 * Registers and logs in through the API inside a browser context (its cookie jar gets the session),
 * optionally fills in the profile so /dashboard does not send the user to /profile, and sets the
 * local auth marker as the login screen would.
 */
export async function signUpAndLogIn(context: BrowserContext, baseUrl: string, options: { completeProfile?: boolean; account?: TestAccount } = {}) {
  const account = options.account ?? newAccount();
  // Each sign-up from its own client address (the shared server trusts loopback as a proxy: global-setup.ts), so the
  // run's many sign-ups stay within the per-address limit; sign-ups made in a page still count against loopback's.
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const registered = await context.request.post(`${baseUrl}/api/register`, { data: account, headers: { 'x-forwarded-for': clientAddress } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const login = await context.request.post(`${baseUrl}/api/login`, { data: { email: account.email, password: account.password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  if (options.completeProfile) {
    const profile = {
      weight: 150,
      height: 66,
      age: 36,
      activityLevel: 'Active',
      gender: 'Female',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    };
    const saved = await context.request.post(`${baseUrl}/trpc/profile.save`, { data: profile });
    if (!saved.ok()) throw new Error(`profile save failed: ${saved.status()} ${await saved.text()}`);
  }
  await context.addInitScript((firstName) => {
    if (!localStorage.getItem('firstName')) localStorage.setItem('firstName', firstName);
  }, account.firstName);
  return account;
}
