import { Button } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import type { CouponRow } from './coupon-format';
import { useT } from '../i18n';

/**
 * Disable (or enable again) the row's coupon: `PUT /api/admin/coupons/:code { active }`. A
 * disabled coupon stays listed with its uses; shoppers are told it is no longer available.
 */
export function ActiveToggle() {
  const t = useT();
  const coupon = useRecordContext<CouponRow>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!coupon) return null;
  const toggle = () =>
    update(
      'coupons',
      { id: coupon.id, data: { active: !coupon.active }, previousData: coupon },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            t(coupon.active ? 'coupons.disabledNote' : 'coupons.enabledNote', {
              code: coupon.code,
            }),
            { type: 'success' },
          ),
        onError: (e) => notify(errorMessage(e), { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      variant={coupon.active ? 'outlined' : 'contained'}
      color={coupon.active ? 'error' : 'primary'}
      disabled={isPending}
      onClick={toggle}
      sx={{ minHeight: 44 }}
      aria-label={t(coupon.active ? 'coupons.disableName' : 'coupons.enableName', {
        code: coupon.code,
      })}
    >
      {t(coupon.active ? 'coupons.disable' : 'coupons.enable')}
    </Button>
  );
}
