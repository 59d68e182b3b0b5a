import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceWorkerConfig, shellConfig } from '../tools/federation/rspack-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default [shellConfig(dir), serviceWorkerConfig(dir)];
