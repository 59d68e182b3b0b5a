import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './ProgressPanel': './src/features/progress/components/progress-panel.tsx',
  },
});
