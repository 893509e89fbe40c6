import { lazyPage } from '../common/lazyPage';

/**
 * The messages resource (issue 28): a list only (the notifications service writes them), whose
 * rows open on their history and can be sent again.
 */
export default { list: lazyPage(() => import('./MessageList'), 'MessageList') };
