import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './LoginPage': './src/features/login/components/login-page.tsx',
    './RegisterPage': './src/features/register/components/register-page.tsx',
    './ForgotPasswordPage': './src/features/forgot-password/components/forgot-password-page.tsx',
    './OtpPage': './src/features/otp/components/otp-page.tsx',
    './PasswordResetPage': './src/features/password-reset/components/password-reset-page.tsx',
    './AccountPage': './src/features/account/components/account-page.tsx',
  },
});
