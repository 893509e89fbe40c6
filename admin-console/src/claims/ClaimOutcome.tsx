import { Box, Typography } from '@mui/material';
import { dateTime } from '../common/dateTime';
import { useT } from '../i18n';
import type { ClaimRow } from './claim-format';
import { BookReplacementButton } from './BookReplacementButton';
import { RefundFacts } from './RefundFacts';
import { ReplacementParcel } from './ReplacementParcel';

/**
 * What was decided, and what became of it: a replacement's parcel (or, when the courier could
 * not take it then, a way to book it now); a refund's amount, credit note and state; a
 * refusal's reason, as the shopper reads it.
 */
export function ClaimOutcome({ claim }: { claim: ClaimRow }) {
  const t = useT();
  const when = claim.decidedAt ? dateTime(claim.decidedAt) : '';
  if (claim.status === 'refused')
    return (
      <>
        <Typography data-testid="claim-outcome">{t('claims.outcome.refused', { when })}</Typography>
        <Box
          component="blockquote"
          data-testid="claim-refusal"
          sx={{
            m: 0,
            mt: 1,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'error.main',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxWidth: 760,
          }}
        >
          <Typography>{claim.refusal}</Typography>
        </Box>
      </>
    );
  if (claim.remedy === 'replacement')
    return (
      <>
        <Typography data-testid="claim-outcome" sx={{ mb: 1 }}>
          {t('claims.outcome.replacement', { when })}
        </Typography>
        {claim.replacementShipmentId ? (
          <ReplacementParcel claim={claim} shipmentId={claim.replacementShipmentId} />
        ) : (
          <>
            <Typography color="text.secondary">{t('claims.replacement.notBookedLong')}</Typography>
            <BookReplacementButton claim={claim} />
          </>
        )}
      </>
    );
  return (
    <>
      <Typography data-testid="claim-outcome" sx={{ mb: 1.5 }}>
        {t('claims.outcome.refund', { when })}
      </Typography>
      <RefundFacts claim={claim} />
    </>
  );
}
