import { OrderList } from './OrderList';

/** The orders resource: a list only (orders are placed by shoppers, never created here). */
export default { list: OrderList };
