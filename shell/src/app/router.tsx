import { createBrowserRouter } from 'react-router';
import { DashboardPage } from '../pages/dashboard-page';
import { HomePage } from '../pages/home-page';
import { RemoteComponent } from '../remotes/remote-component';
import { ErrorPage } from './error-page';
import { Layout } from './layout';
import { paths } from './paths';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.register, element: <RemoteComponent id="mfe_auth/RegisterPage" title="Register" /> },
        { path: paths.login, element: <RemoteComponent id="mfe_auth/LoginPage" title="Login" /> },
        { path: paths.otp, element: <RemoteComponent id="mfe_auth/LoginPage" title="One-time password" /> },
        { path: paths.passwordReset, element: <RemoteComponent id="mfe_auth/LoginPage" title="Password reset" /> },
        { path: paths.dashboard, element: <DashboardPage /> },
        { path: paths.profile, element: <RemoteComponent id="mfe_weight/ProfilePage" title="Profile" /> },
        { path: paths.profileForm, element: <RemoteComponent id="mfe_weight/ProfilePage" title="Profile" /> },
        { path: paths.logout, element: <HomePage /> },
        {
          path: '*',
          loader: () => {
            throw new Response('', { status: 404, statusText: 'Not Found' });
          },
        },
      ],
    },
  ]);
}
