import { Typography } from '@mui/material';
import { dayOf, timeOf } from '../common/dateTime';
import { isDueSoon, type DisputeRow } from './dispute-format';
import { useT } from '../i18n';

/**
 * When the answer to the dispute is due; an undecided one due within two days (or overdue)
 * in bold and the error colour, with words that say so (not the colour alone). `prefix`
 * names it where no column header does (a phone's list).
 */
export function RespondBy({ dispute, prefix = '' }: { dispute: DisputeRow; prefix?: string }) {
  const t = useT();
  if (!dispute.respondBy) return <>{prefix}—</>;
  const soon = isDueSoon(dispute);
  const overdue = soon && Date.parse(dispute.respondBy) < Date.now();
  return (
    <Typography
      variant="body2"
      component="span"
      color={soon ? 'error' : 'text.primary'}
      data-testid="dispute-respond-by"
      data-due-soon={soon ? 'true' : undefined}
      sx={{ display: 'block', fontWeight: soon ? 700 : 400, whiteSpace: 'nowrap' }}
    >
      {prefix}
      {dayOf(dispute.respondBy)}
      <Typography
        variant="caption"
        component="span"
        sx={{ display: 'block', fontWeight: 'inherit' }}
      >
        {timeOf(dispute.respondBy)}
        {soon && (overdue ? t('disputes.overdue') : t('disputes.dueSoon'))}
      </Typography>
    </Typography>
  );
}
