import { UserList } from './UserList';

/** The users resource: a list page with the add-user form on it (no separate create page). */
export default { list: UserList };
