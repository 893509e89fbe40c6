import { lazyPage } from '../common/lazyPage';

/** Who on the team hears what (issue 28): one page, not a list (there is one set of them). */
export const NotificationSettingsPage = lazyPage(
  () => import('./NotificationSettings'),
  'NotificationSettings',
);
