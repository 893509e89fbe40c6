/** Placeholder until the cart drawer lands (issue 6 in progress). */
export default function CartDrawer({ open }: { open: boolean; onClose: () => void }) {
  return open ? <aside aria-label="Cart" /> : null;
}
