import { Typography } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  DeleteButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { formatMoney } from '../common/money';
import { AddProductButton } from './AddProductButton';
import { CATEGORY_CHOICES } from './categories';
import { EditProductButton } from './EditProductButton';
import { NoProducts } from './NoProducts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or SKU" />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={CATEGORY_CHOICES}
    alwaysOn
  />,
];

const CONFIRM_DELETE = 'Are you sure you want to delete the Product?';

/** The products table (SPEC §2 "Admin products list"): name, discount price, sku, Edit, Delete. */
export function ProductList() {
  const notify = useNotify();
  return (
    <List
      title="Products"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <AddProductButton />
        </TopToolbar>
      }
      empty={<NoProducts />}
      queryOptions={{
        onError: (e) => notify(`Error fetching products: ${errorMessage(e)}`, { type: 'error' }),
      }}
    >
      <DataTable
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>No product found</Typography>}
        bulkActionButtons={
          <BulkDeleteButton mutationMode="pessimistic" confirmContent={CONFIRM_DELETE} />
        }
      >
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col
          source="discountPrice"
          label="Discount Price"
          disableSort
          render={(r) =>
            r.discountPrice === null || r.discountPrice === undefined
              ? '—'
              : formatMoney(r.discountPrice)
          }
        />
        <DataTable.Col source="sku" label="SKU" />
        <DataTable.Col label="Actions" disableSort>
          <EditProductButton />
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle="Delete product"
            confirmContent={CONFIRM_DELETE}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
