import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Outlet, Route, Routes } from 'react-router';
import { ApiProvider, appPaths } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import AccountPage from './features/account/components/account-page';
import ForgotPasswordPage from './features/forgot-password/components/forgot-password-page';
import LoginPage from './features/login/components/login-page';
import OtpPage from './features/otp/components/otp-page';
import PasswordResetPage from './features/password-reset/components/password-reset-page';
import RegisterPage from './features/register/components/register-page';

/** Standalone dev entry: the remote's screens on the shell's paths, in the same providers the shell gives them. */
function StandaloneLayout() {
  return (
    <>
      <nav aria-label="Main" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }}>
        <NavLink to={appPaths.login}>Login</NavLink>
        <NavLink to={appPaths.register}>Register</NavLink>
        <NavLink to={appPaths.forgotPassword}>Forgot Password</NavLink>
        <NavLink to={appPaths.otp}>OTP</NavLink>
        <NavLink to={appPaths.passwordReset}>Password reset</NavLink>
        <NavLink to={appPaths.account}>Account</NavLink>
      </nav>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Outlet />
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneLayout />}>
            <Route path={appPaths.login} element={<LoginPage />} />
            <Route path={appPaths.register} element={<RegisterPage />} />
            <Route path={appPaths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={appPaths.otp} element={<OtpPage />} />
            <Route path={appPaths.passwordReset} element={<PasswordResetPage />} />
            <Route path={appPaths.account} element={<AccountPage />} />
            <Route path="*" element={<LoginPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ApiProvider>
  </StrictMode>,
);
