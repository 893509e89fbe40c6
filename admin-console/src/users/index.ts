import { lazyPage } from '../common/lazyPage';

/**
 * The users resource: a list page with the add-user form on it (no separate create page), and
 * each user's page (issue 29).
 */
export default {
  list: lazyPage(() => import('./UserList'), 'UserList'),
  show: lazyPage(() => import('./UserShow'), 'UserShow'),
};
