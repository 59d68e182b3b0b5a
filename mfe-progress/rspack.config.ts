import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_progress',
  devPort: 3104,
  exposes: {
    './ProgressPanel': './src/features/progress/components/progress-panel.tsx',
  },
});
