import { lazyPage } from '../common/lazyPage';

/**
 * The reviews resource (issue 30): shoppers write them, so there is no create page; the list
 * opens each review on its moderation page (/admin/reviews/{id}): publish, hide, reply.
 */
export default {
  list: lazyPage(() => import('./ReviewList'), 'ReviewList'),
  edit: lazyPage(() => import('./ReviewModerate'), 'ReviewModerate'),
};
