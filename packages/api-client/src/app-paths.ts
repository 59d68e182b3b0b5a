/**
 * The app's routes (spec section 2): the URL contract between the shell, which owns the routes,
 * and the remotes, which navigate between them. One place, so no one spells a path twice.
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
  logout: '/logout',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];
