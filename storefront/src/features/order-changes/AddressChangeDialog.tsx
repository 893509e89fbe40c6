import type { OrderView, ShippingAddress } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.js';
import AddressForm from '../address-book/AddressForm.js';
import { blankAddress } from '../address-book/address-text.js';
import ChangeSheet from './ChangeSheet.js';

/**
 * "Change the address" (issue 33): the checkout's delivery fields, filled in with where the
 * order goes now, and their rules. The server's refusal (another state or zone, the window
 * gone, the order being packed) stays in the form; once it takes the address the dialog
 * closes and `onChanged` gives the page the order as it is now.
 */
export default function AddressChangeDialog({
  order,
  onChanged,
  onClose,
}: {
  order: OrderView;
  onChanged: (order: OrderView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const initial: ShippingAddress = { ...blankAddress(), ...order.shippingAddress };
  return (
    <ChangeSheet
      id="address-change-dialog"
      heading={t('changes.addressHeading')}
      onClose={onClose}
      focusHeading={false}
    >
      {(close) => (
        <>
          <p className="mb-5 text-sm text-gray-700">{t('changes.addressIntro')}</p>
          <AddressForm
            label={t('changes.addressHeading')}
            initial={initial}
            saveLabel={t('changes.saveAddress')}
            onCancel={close}
            onSave={async (shippingAddress) => {
              const changed = await api<OrderView>(
                'PUT',
                `/api/orders/${encodeURIComponent(order._id)}/address`,
                { auth: true, body: { shippingAddress } },
              );
              close();
              onChanged(changed);
            }}
          />
        </>
      )}
    </ChangeSheet>
  );
}
