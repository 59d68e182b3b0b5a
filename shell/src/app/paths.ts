/** Every route of spec section 2, in one place. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  otp: '/otp',
  passwordReset: '/password-reset',
  dashboard: '/dashboard',
  profile: '/profile',
  profileForm: '/profile-form',
  logout: '/logout',
} as const;
