import { lazyPage } from '../common/lazyPage';

/** Dead letters (issue 16): a list only; they are made by consumers, never here. */
export default { list: lazyPage(() => import('./DeadLetterList'), 'DeadLetterList') };

/** Their audit trail: a list only, written by the replays and discards. */
export const deadLetterAudit = { list: lazyPage(() => import('./AuditList'), 'AuditList') };
