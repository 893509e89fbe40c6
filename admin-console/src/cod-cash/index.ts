import { lazyPage } from '../common/lazyPage';

/** Issue 32: the cash of cash on delivery, each day reconciled, and the remittances recorded. */
export const codReconciliation = {
  list: lazyPage(() => import('./CodReconciliationList'), 'CodReconciliationList'),
};
export const codRemittances = {
  create: lazyPage(() => import('./CodRemittanceCreate'), 'CodRemittanceCreate'),
};
