import type { TranslationMessages } from 'react-admin';
import { hi } from './hi';
import { raHindi } from './ra-hi';

/** Every Hindi text of the console (react-admin's own, then the console's): its own chunk. */
export const hindiMessages: TranslationMessages = { ...raHindi, ...hi };
