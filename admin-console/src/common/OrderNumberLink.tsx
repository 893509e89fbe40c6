import { orderNumber } from '@arogya/contracts';
import { Link } from '@mui/material';

/**
 * Order `id` as the shop shows it everywhere (`orderNumber`, SPEC §9), a plain link to the
 * storefront's order page /order/{id}; the whole id is its title.
 */
export function OrderNumberLink({ id }: { id: string }) {
  return (
    // the name starts with what the link shows (#a1b2c3), then says whose it is in full
    <Link
      href={`/order/${encodeURIComponent(id)}`}
      title={id}
      aria-label={`${orderNumber(id)}, order ${id}`}
    >
      {orderNumber(id)}
    </Link>
  );
}
