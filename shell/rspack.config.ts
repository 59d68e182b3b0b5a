import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellConfig } from '../tools/federation/rspack-config';

export default shellConfig(dirname(fileURLToPath(import.meta.url)));
