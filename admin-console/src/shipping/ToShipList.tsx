import { orderNumber } from '@arogya/contracts';
import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { calendarDay } from '../common/dateTime';
import { Moment } from '../common/Moment';
import { formatMoney } from '../common/money';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { PhoneBulkBar } from '../common/PhoneBulkBar';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { SelectRowBox } from '../common/SelectRowBox';
import { k, useT } from '../i18n';
import { BookSomeButton } from './BookSomeButton';
import { BulkBookButton } from './BulkBookButton';
import { linesText, type ToShipRow } from './shipping-format';

const block = { display: 'block' } as const;

function NoneToShip() {
  const t = useT();
  return (
    <Typography sx={{ p: 2 }} data-testid="none-to-ship">
      {t('shipping.toShip.none')}
    </Typography>
  );
}

/** Where it goes: name, city and PIN. */
function ShipTo({ order }: { order: ToShipRow }) {
  const a = order.shipTo;
  return (
    <Typography variant="body2" component="span" sx={block}>
      {`${a.firstName} ${a.lastName}`.trim()}
      <Typography variant="caption" color="text.secondary" sx={block}>
        {a.city} {a.postalCode}
      </Typography>
    </Typography>
  );
}

/** Paid, or the cash the courier collects; and the promised day. */
function Terms({ order }: { order: ToShipRow }) {
  const t = useT();
  return (
    <Typography variant="body2" component="span" sx={block}>
      {order.paymentMethod === 'COD'
        ? t('shipping.toShip.collect', { amount: formatMoney(order.collect) })
        : t('shipping.toShip.prepaid')}
      {order.promisedBy && (
        <Typography variant="caption" color="text.secondary" sx={block}>
          {t('shipping.toShip.promised', { day: calendarDay(order.promisedBy) })}
        </Typography>
      )}
    </Typography>
  );
}

const BULK = <BulkBookButton />;

/** The orders to ship on a phone: a tick box each, the booking in a bar once one is ticked. */
function ToShipPhoneList() {
  const t = useT();
  return (
    <>
      <PhoneBulkBar actions={BULK} />
      <PhoneList<ToShipRow>
        primary={(o) => (
          <>
            <OrderNumberLink id={o.orderId} /> · {linesText(o)}
          </>
        )}
        secondary={(o) => (
          <>
            <ShipTo order={o} />
            <Terms order={o} />
          </>
        )}
        actions={
          <>
            <SelectRowBox<ToShipRow>
              label={(o) => t('shipping.toShip.select', { number: orderNumber(o.orderId) })}
              testId="select-to-ship"
            />
            <BookSomeButton />
          </>
        }
        empty={<NoneToShip />}
      />
    </>
  );
}

/**
 * The orders waiting to ship (issue 33): paid, or cash confirmed, oldest first, with what is
 * left of each; staff tick the day's and book them with the courier in one go, then print
 * their labels as one PDF. A SimpleList of the same on a phone.
 */
export function ToShipList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title={k('shipping.toShip.title')}
      search={k('shipping.toShip.search')}
      filter={[]}
      loadError={k('shipping.toShip.loadError')}
      actions={false}
      empty={<NoneToShip />}
    >
      {phone ? (
        <ToShipPhoneList />
      ) : (
        <DataTable<ToShipRow> rowClick={false} bulkActionButtons={BULK} empty={<NoneToShip />}>
          <DataTable.Col
            label={k('resources.to-ship.fields.order')}
            disableSort
            render={(o: ToShipRow) => <OrderNumberLink id={o.orderId} />}
          />
          <DataTable.Col source="placedAt" render={(o: ToShipRow) => <Moment iso={o.placedAt} />} />
          <DataTable.Col
            label={k('resources.to-ship.fields.shipTo')}
            disableSort
            render={(o: ToShipRow) => <ShipTo order={o} />}
          />
          <DataTable.Col
            label={k('resources.to-ship.fields.lines')}
            disableSort
            render={(o: ToShipRow) => linesText(o)}
          />
          <DataTable.Col source="paymentMethod" render={(o: ToShipRow) => <Terms order={o} />} />
          <DataTable.Col label={k('resources.to-ship.fields.actions')} disableSort>
            <BookSomeButton />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
