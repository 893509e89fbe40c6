import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useNotify } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { errorMessage } from '../common/errorMessage';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { ActiveToggle } from './ActiveToggle';
import { discountOf, minOrderOf, usesOf, validityOf, type CouponRow } from './coupon-format';

const active = (c: CouponRow) => (
  <Chip
    size="small"
    label={c.active ? 'Active' : 'Disabled'}
    color={c.active ? 'success' : 'default'}
  />
);

/**
 * The coupons page (issue 19): each code with its discount, validity, minimum order, uses
 * against its limit, whether it is for first orders only, and a Disable (Enable) button; on a
 * phone a SimpleList of the same. Active coupons first, then the newest. New coupons are made
 * on the create page.
 */
export function CouponList() {
  const phone = useIsPhone();
  const notify = useNotify();
  return (
    <List
      title="Coupons"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search code" />]}
      // the coupons in use first (then newest first): disabled test codes used to lead
      sort={{ field: 'active', order: 'DESC' }}
      perPage={25}
      actions={<CreateLink label="New coupon" />}
      queryOptions={{
        onError: (e: unknown) =>
          notify(`Failed to load coupons: ${errorMessage(e)}`, { type: 'error' }),
      }}
    >
      {phone ? (
        <PhoneList<CouponRow>
          primary={(c) => `${c.code} · ${discountOf(c)}${c.firstOrderOnly ? ' · first order' : ''}`}
          secondary={(c) => `${validityOf(c)} · min ${minOrderOf(c)} · ${usesOf(c)}`}
          tertiary={(c) => (c.active ? 'Active' : 'Disabled')}
          actions={<ActiveToggle />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="code" label="Code" />
          <DataTable.Col label="Discount" disableSort render={discountOf} />
          <DataTable.Col source="validTo" label="Valid" render={validityOf} />
          <DataTable.Col label="Min order" disableSort render={minOrderOf} />
          <DataTable.Col label="Uses / limit" disableSort render={usesOf} />
          <DataTable.Col
            label="First order only"
            disableSort
            render={(c: CouponRow) => (c.firstOrderOnly ? 'Yes' : 'No')}
          />
          <DataTable.Col source="active" label="Status" render={active} />
          <DataTable.Col label="Actions" disableSort>
            <ActiveToggle />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
