import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LogOutFirst } from '../features/guards/log-out-first';
import { RequireAuthMarker } from '../features/guards/require-auth-marker';
import { RequireRecovery } from '../features/guards/require-recovery';
import { HomePage } from '../features/home/home-page';
import { useRouteDocumentTitle } from '../features/orientation/page-title';
import { LogoutPage } from '../features/session/logout-page';
import { RemoteComponent } from '../remotes/remote-component';
import { ErrorPage, RouteStatusError } from './error-page';
import { Layout } from './layout';
import { paths } from './paths';
import { RouteErrors } from './route-errors';

/** No route for the address: shown inside the layout, titled "Page not found". */
const notFound = new RouteStatusError(404);

/** The routes of spec section 2 with their guards and page titles (`handle`). Exported for tests. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // Errors below render inside the layout, so the nav bar stays.
        element: (
          <RouteErrors>
            <Outlet />
          </RouteErrors>
        ),
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
          {
            path: paths.forgotPassword,
            handle: { title: 'Forgot password' },
            element: <RemoteComponent id="mfe_auth/ForgotPasswordPage" title="Forgot Password" />,
          },
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
            // Its code loads when the route is opened (an exposed module of its own, docs/decisions/0073).
            path: paths.history,
            handle: { title: 'History' },
            element: (
              <RequireAuthMarker>
                <RemoteComponent id="mfe_routines/HistoryPage" title="History" />
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
          {
            path: paths.yourData,
            handle: { title: 'Your data' },
            element: (
              <RequireAuthMarker>
                <RemoteComponent id="mfe_weight/YourDataPage" title="Your data" />
              </RequireAuthMarker>
            ),
          },
          {
            path: paths.account,
            handle: { title: 'Account and security' },
            element: (
              <RequireAuthMarker>
                <RemoteComponent id="mfe_auth/AccountPage" title="Account and security" />
              </RequireAuthMarker>
            ),
          },
          { path: paths.logout, handle: { title: 'Log out' }, element: <LogoutPage /> },
          {
            path: '*',
            handle: { title: 'Page not found' },
            element: <ErrorPage error={notFound} />,
          },
        ],
      },
    ],
  },
];

/** The routes, titled; a failure of the layout itself shows the error page alone. Inside a router (BrowserRouter, MemoryRouter). */
export function AppRoutes() {
  return (
    <RouteErrors standalone>
      <TitledRoutes />
    </RouteErrors>
  );
}

function TitledRoutes() {
  useRouteDocumentTitle(routes);
  return useRoutes(routes);
}
