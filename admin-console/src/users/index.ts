import { lazyPage } from '../common/lazyPage';

/** The users resource: a list page with the add-user form on it (no separate create page). */
export default { list: lazyPage(() => import('./UserList'), 'UserList') };
