import { fileURLToPath } from 'node:url';

/**
 * The package's `public/` folder. Resolved from this module's compiled place
 * (`dist/src/paths.js`), so it works from any working directory.
 */
export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));
