import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useNotify } from 'react-admin';
import { CreateLink } from '../common/CreateLink';
import { errorMessage } from '../common/errorMessage';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { ActiveToggle } from './ActiveToggle';
import { discountOf, minOrderOf, usesOf, validityOf, type CouponRow } from './coupon-format';
import { k, useT } from '../i18n';

function ActiveChip({ coupon }: { coupon: CouponRow }) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(coupon.active ? 'coupons.active' : 'coupons.disabled')}
      color={coupon.active ? 'success' : 'default'}
    />
  );
}

/**
 * The coupons page (issue 19): each code with its discount, validity, minimum order, uses
 * against its limit, whether it is for first orders only, and a Disable (Enable) button; on a
 * phone a SimpleList of the same. Active coupons first, then the newest. New coupons are made
 * on the create page.
 */
export function CouponList() {
  const phone = useIsPhone();
  const notify = useNotify();
  const t = useT();
  return (
    <List
      title={k('coupons.title')}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('coupons.search')} />]}
      // the coupons in use first (then newest first): disabled test codes used to lead
      sort={{ field: 'active', order: 'DESC' }}
      perPage={25}
      actions={<CreateLink label={t('coupons.newCoupon')} />}
      queryOptions={{
        onError: (e: unknown) =>
          notify(t('coupons.loadError', { error: errorMessage(e) }), { type: 'error' }),
      }}
    >
      {phone ? (
        <PhoneList<CouponRow>
          primary={(c) =>
            `${c.code} · ${discountOf(c)}${c.firstOrderOnly ? ` · ${t('coupons.firstOrder')}` : ''}`
          }
          secondary={(c) =>
            `${validityOf(t, c)} · ${t('coupons.min', { amount: minOrderOf(c) })} · ${usesOf(t, c)}`
          }
          tertiary={(c) => t(c.active ? 'coupons.active' : 'coupons.disabled')}
          actions={<ActiveToggle />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="code" />
          <DataTable.Col
            label={k('resources.coupons.fields.discount')}
            disableSort
            render={discountOf}
          />
          <DataTable.Col source="validTo" render={(c: CouponRow) => validityOf(t, c)} />
          <DataTable.Col
            label={k('resources.coupons.fields.minOrderColumn')}
            disableSort
            render={minOrderOf}
          />
          <DataTable.Col
            label={k('resources.coupons.fields.uses')}
            disableSort
            render={(c: CouponRow) => usesOf(t, c)}
          />
          <DataTable.Col
            source="firstOrderOnly"
            disableSort
            render={(c: CouponRow) => t(c.firstOrderOnly ? 'coupons.yes' : 'coupons.no')}
          />
          <DataTable.Col source="active" render={(c: CouponRow) => <ActiveChip coupon={c} />} />
          <DataTable.Col label={k('resources.coupons.fields.actions')} disableSort>
            <ActiveToggle />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
