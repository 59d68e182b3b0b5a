import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './WeightPanel': './src/features/weight/components/weight-panel.tsx',
    './ProfilePage': './src/features/profile/components/profile-page.tsx',
    './ProfileFormPage': './src/features/profile/components/profile-form-page.tsx',
    './YourDataPage': './src/features/your-data/components/your-data-page.tsx',
  },
});
