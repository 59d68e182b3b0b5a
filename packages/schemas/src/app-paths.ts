/**
 * The app's routes (spec section 2): the URL contract between the shell, which owns the routes,
 * the remotes, which navigate between them (through @fitness/api-client), and the server, which
 * answers each with the shell's page. One place, so no one spells a path twice.
 */
export const appPaths = {
  home: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  otp: '/otp',
  passwordReset: '/password-reset',
  dashboard: '/dashboard',
  profile: '/profile',
  profileForm: '/profile-form',
  /** "Your data": export and import (issue #33). */
  yourData: '/data',
  /** Account and security: password, email, sessions, deletion (issue #51). */
  account: '/account',
  /** Every workout on a calendar and in a list, the week in numbers (issue #50). */
  history: '/history',
  logout: '/logout',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];
