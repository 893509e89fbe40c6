import { lazyPage } from '../common/lazyPage';

/**
 * The message templates (issue 28): a list and a preview of each, read only (templates are the
 * notifications service's files).
 */
export default {
  list: lazyPage(() => import('./TemplateList'), 'TemplateList'),
  show: lazyPage(() => import('./TemplateShow'), 'TemplateShow'),
};
