import { orderNumber, type ClaimDecision as Decision, type ClaimRemedy } from '@arogya/contracts';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { useT } from '../i18n';
import { itemsText, type ClaimRow } from './claim-format';
import { RefuseDialog } from './RefuseDialog';

const tall = { minHeight: 44 } as const;

/**
 * Staff's decision on a claim awaiting one, final once made: a replacement sent free, a refund
 * of exactly these units (with a credit note), or a refusal saying why. The remedy the shopper
 * asked for is the filled button. Each asks first; while one is sent all three wait, and the
 * server's refusal (decided already, no stock for a replacement) is notified in its words.
 */
export function ClaimDecision({ claim }: { claim: ClaimRow }) {
  const t = useT();
  const { run, pending } = useAdminAction();
  const [asking, setAsking] = useState<Decision['decision'] | null>(null);
  const number = orderNumber(claim.orderId);
  const items = itemsText(claim);
  const close = () => setAsking(null);
  const decide = (decision: Decision) =>
    run(
      (dp) => dp.decideClaim(claim.id, decision),
      (done) =>
        decision.decision === 'refuse'
          ? t('claims.decided.refused', { number })
          : decision.decision === 'refund'
            ? t('claims.decided.refund', { number })
            : done.replacementShipmentId
              ? t('claims.decided.replacement', { number })
              : t('claims.decided.replacementNotBooked', { number }),
    );
  const approve = async (remedy: ClaimRemedy) => {
    await decide({ decision: remedy });
    close();
  };
  const variant = (remedy: ClaimRemedy) => (claim.remedy === remedy ? 'contained' : 'outlined');
  return (
    <>
      <Typography sx={{ mb: 1.5 }} data-testid="claim-asked">
        {t(`claims.page.asks.${claim.remedy}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
        <Button
          variant={variant('replacement')}
          startIcon={<AutorenewIcon />}
          disabled={pending}
          onClick={() => setAsking('replacement')}
          sx={tall}
          data-testid="claim-replace"
        >
          {t('claims.replace.button')}
        </Button>
        <Button
          variant={variant('refund')}
          startIcon={<CurrencyRupeeIcon />}
          disabled={pending}
          onClick={() => setAsking('refund')}
          sx={tall}
          data-testid="claim-refund"
        >
          {t('claims.refund.button')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          disabled={pending}
          onClick={() => setAsking('refuse')}
          sx={tall}
          data-testid="claim-refuse"
        >
          {t('claims.refuse.button')}
        </Button>
      </Stack>
      <Confirm
        isOpen={asking === 'replacement'}
        loading={pending}
        title={t('claims.replace.title', { number })}
        content={t('claims.replace.body', { items })}
        confirm={t('claims.replace.button')}
        onConfirm={() => void approve('replacement')}
        onClose={close}
      />
      <Confirm
        isOpen={asking === 'refund'}
        loading={pending}
        title={t('claims.refund.title', { number })}
        content={
          claim.paymentMethod === 'COD'
            ? t('claims.refund.bodyCod', { items })
            : t('claims.refund.body', { items })
        }
        confirm={t('claims.refund.button')}
        onConfirm={() => void approve('refund')}
        onClose={close}
      />
      <RefuseDialog
        open={asking === 'refuse'}
        title={t('claims.refuse.title', { number })}
        pending={pending}
        onClose={close}
        onRefuse={(reason) => decide({ decision: 'refuse', reason })}
      />
    </>
  );
}
