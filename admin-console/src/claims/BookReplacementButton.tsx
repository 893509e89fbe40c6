import { orderNumber } from '@arogya/contracts';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button } from '@mui/material';
import { useAdminAction } from '../common/useAdminAction';
import { useT } from '../i18n';
import type { ClaimRow } from './claim-format';

/**
 * 'Book the replacement': an approved replacement whose parcel the courier could not take when
 * it was approved (out of reach) is booked again; the server's refusal is notified in its words.
 */
export function BookReplacementButton({ claim }: { claim: ClaimRow }) {
  const t = useT();
  const { run, pending } = useAdminAction();
  const number = orderNumber(claim.orderId);
  const book = () =>
    run(
      (dp) => dp.bookReplacement(claim.id),
      (done) =>
        done.replacementShipmentId
          ? t('claims.replacement.booked', { number })
          : t('claims.replacement.stillNotBooked', { number }),
    );
  return (
    <Button
      variant="contained"
      startIcon={<LocalShippingIcon />}
      disabled={pending}
      onClick={() => void book()}
      sx={{ minHeight: 44, mt: 1 }}
      data-testid="claim-book-replacement"
    >
      {t('claims.replacement.book')}
    </Button>
  );
}
