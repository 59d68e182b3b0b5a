import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LogOutFirst } from '../features/guards/log-out-first';
import { RequireAuthMarker } from '../features/guards/require-auth-marker';
import { RequireRecovery } from '../features/guards/require-recovery';
import { HomePage } from '../features/home/home-page';
import { LogoutPage } from '../features/session/logout-page';
import { RemoteComponent } from '../remotes/remote-component';
import { ErrorPage } from './error-page';
import { Layout } from './layout';
import { paths } from './paths';

/** The routes of spec section 2 with their guards and page titles (`handle`). Exported for tests (memory router). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage standalone />,
    hydrateFallbackElement: (
      <p role="status" className="remote-loading">
        Loading…
      </p>
    ),
    children: [
      {
        // Errors below render inside the layout, so the nav bar stays.
        errorElement: <ErrorPage />,
        children: [
          { path: paths.home, handle: { title: 'Home' }, element: <HomePage /> },
          {
            path: paths.register,
            handle: { title: 'Register' },
            element: (
              <LogOutFirst key="register">
                <RemoteComponent id="mfe_auth/RegisterPage" title="Register" />
              </LogOutFirst>
            ),
          },
          {
            path: paths.login,
            handle: { title: 'Log in' },
            element: (
              <LogOutFirst key="login">
                <RemoteComponent id="mfe_auth/LoginPage" title="Login" />
              </LogOutFirst>
            ),
          },
          { path: paths.forgotPassword, handle: { title: 'Forgot password' }, element: <RemoteComponent id="mfe_auth/ForgotPasswordPage" title="Forgot Password" /> },
          {
            path: paths.otp,
            handle: { title: 'Verify code' },
            element: (
              <RequireRecovery stage="code-sent">
                <RemoteComponent id="mfe_auth/OtpPage" title="One-time password" />
              </RequireRecovery>
            ),
          },
          {
            path: paths.passwordReset,
            handle: { title: 'Reset password' },
            element: (
              <RequireRecovery stage="code-verified">
                <RemoteComponent id="mfe_auth/PasswordResetPage" title="Password reset" />
              </RequireRecovery>
            ),
          },
          {
            path: paths.dashboard,
            handle: { title: 'Dashboard' },
            element: (
              <RequireAuthMarker>
                <DashboardPage />
              </RequireAuthMarker>
            ),
          },
          {
            path: paths.profile,
            handle: { title: 'Profile' },
            element: (
              <RequireAuthMarker>
                <RemoteComponent id="mfe_weight/ProfilePage" title="Profile" />
              </RequireAuthMarker>
            ),
          },
          {
            path: paths.profileForm,
            handle: { title: 'Edit profile' },
            element: (
              <RequireAuthMarker>
                <RemoteComponent id="mfe_weight/ProfileFormPage" title="Profile form" />
              </RequireAuthMarker>
            ),
          },
          { path: paths.logout, handle: { title: 'Log out' }, element: <LogoutPage /> },
          {
            path: '*',
            handle: { title: 'Page not found' },
            Component: () => null,
            loader: () => {
              throw new Response('', { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory (component tests, stories). */
export function createAppMemoryRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
