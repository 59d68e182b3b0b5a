import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_auth',
  devPort: 3101,
  exposes: {
    './LoginPage': './src/features/login/login-page.tsx',
    './RegisterPage': './src/features/register/register-page.tsx',
  },
});
