import { Stack, Typography } from '@mui/material';
import { useT } from '../i18n';
import { CLAIM_REFUND_STATE_LABELS, type ClaimRow } from './claim-format';
import { ClaimStatusChip } from './ClaimStatusChip';

/**
 * What staff still follow of an approved claim, in a line: where its refund is, or a
 * replacement not booked yet (nothing for the others). A failed refund, or a cash one staff
 * must send, is theirs to act on: said in weight (and a failure in the error colour).
 */
export function ClaimFollowUp({ claim }: { claim: ClaimRow }) {
  const t = useT();
  if (claim.status !== 'approved') return null;
  const state = claim.refund?.state ?? null;
  if (claim.remedy === 'replacement' && claim.replacementShipmentId) return null;
  const note =
    claim.remedy === 'replacement'
      ? t('claims.replacement.notBooked')
      : state
        ? t(CLAIM_REFUND_STATE_LABELS[state])
        : t('claims.refund.stateComing');
  const urgent = state === 'failed' || state === 'to-account';
  return (
    <Typography
      variant="caption"
      color={state === 'failed' ? 'error' : urgent ? 'text.primary' : 'text.secondary'}
      sx={{ display: 'block', fontWeight: urgent ? 500 : 400 }}
      data-testid="claim-follow-up"
    >
      {note}
    </Typography>
  );
}

/** Where a claim stands: its status chip, and what staff still follow under it. */
export function ClaimState({ claim }: { claim: ClaimRow }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ClaimStatusChip status={claim.status} />
      <ClaimFollowUp claim={claim} />
    </Stack>
  );
}
