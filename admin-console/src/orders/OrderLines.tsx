import type { CartLine } from '@arogya/contracts';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '../common/money';
import { useT, type T } from '../i18n';
import type { OrderPageRecord } from './statuses';

/** "Size 1 kg · Colour Black · SKU PRO-WPI-001-1KG": what the packer picks, as far as known. */
export function variantOf(t: T, line: CartLine): string {
  const parts = [
    line.size && t('orders.page.size', { size: line.size }),
    line.color && t('orders.page.colour', { colour: line.color }),
    line.sku && t('orders.page.sku', { sku: line.sku }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('orders.page.noVariant');
}

/** One line: the product and its variant, and quantity × price = the line's amount. */
function Line({ line }: { line: CartLine }) {
  const t = useT();
  return (
    <Box
      component="li"
      data-testid="order-line"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Typography sx={{ fontWeight: 500 }}>{line.name}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="order-line-variant">
          {variantOf(t, line)}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'nowrap' }} data-testid="order-line-amount">
        {line.quantity} × {formatMoney(line.price)} = {formatMoney(line.quantity * line.price)}
      </Typography>
    </Box>
  );
}

/** A total's label and amount on one line. */
function Total(props: { label: string; amount: string; testId: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: props.strong ? 600 : 400 }}>{props.label}</Typography>
      <Typography sx={{ fontWeight: props.strong ? 600 : 400 }} data-testid={props.testId}>
        {props.amount}
      </Typography>
    </Stack>
  );
}

/**
 * The order's lines with their variants, then its subtotal, coupon discount, offers, shipping,
 * COD fee and total.
 */
export function OrderLines({ order }: { order: OrderPageRecord }) {
  const t = useT();
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.orderItems.map((line, i) => (
          <Line key={`${line.productId}-${line.variantId ?? i}`} line={line} />
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Stack spacing={0.5} sx={{ maxWidth: 420, ml: 'auto' }}>
        <Total
          label={t('orders.page.subtotal')}
          amount={formatMoney(order.subtotalPrice)}
          testId="order-subtotal"
        />
        {order.discount > 0 && (
          <Total
            label={
              order.couponCode
                ? t('orders.page.coupon', { code: order.couponCode })
                : t('orders.page.couponNoCode')
            }
            amount={`− ${formatMoney(order.discount)}`}
            testId="order-discount"
          />
        )}
        {/* issue 32: offers, shipping and the COD fee (orders of before have none: free) */}
        {(order.offers ?? []).map((o, i) => (
          <Total
            key={`offer-${i}`}
            label={o.name}
            amount={`− ${formatMoney(o.amount)}`}
            testId={`order-offer-${i}`}
          />
        ))}
        <Total
          label={t('orders.page.shipping')}
          amount={order.shippingPrice ? formatMoney(order.shippingPrice) : t('orders.page.free')}
          testId="order-shipping"
        />
        {order.codFee > 0 && (
          <Total
            label={t('orders.page.codFee')}
            amount={formatMoney(order.codFee)}
            testId="order-cod-fee"
          />
        )}
        <Total
          label={t('orders.page.total')}
          amount={formatMoney(order.totalPrice)}
          testId="order-total"
          strong
        />
      </Stack>
    </>
  );
}
