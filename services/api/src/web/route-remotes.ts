/**
 * The exposed components each client route mounts first (shell/src/app/router.tsx), so the page the
 * server sends can name their files before the shell's code has run. A hint only: a route missing
 * here loads as before, one more round trip later.
 */
const ROUTE_REMOTES: Record<string, readonly string[]> = {
  '/dashboard': ['mfe_weight/WeightPanel', 'mfe_routines/RoutinesPanel', 'mfe_progress/ProgressPanel', 'mfe_routines/WorkoutLog'],
  '/profile': ['mfe_weight/ProfilePage'],
  '/profile-form': ['mfe_weight/ProfileFormPage'],
  '/login': ['mfe_auth/LoginPage'],
  '/register': ['mfe_auth/RegisterPage'],
  '/forgot-password': ['mfe_auth/ForgotPasswordPage'],
  '/otp': ['mfe_auth/OtpPage'],
  '/password-reset': ['mfe_auth/PasswordResetPage'],
};

/** `mfe_weight/WeightPanel` → remote `mfe_weight`, exposed `WeightPanel`, for a request path (query ignored). */
export function remotesOfRoute(url: string): { remote: string; expose: string }[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  return (ROUTE_REMOTES[path] ?? []).map((id) => {
    const [remote = '', expose = ''] = id.split('/');
    return { remote, expose };
  });
}
