import type { ProductBatch } from '@arogya/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';

/** Batches as loaded: `batches` once in, `error` when the load failed; `reload` reads them again. */
export interface BatchesState {
  batches?: ProductBatch[];
  error?: string;
  reload: () => void;
}

/**
 * Loads batches with `load`, again on `reload`; the last answer stays on screen while the next
 * is read, so a table does not blink after a receive or a count.
 */
function useBatchLoad(load: (dp: AdminDataProvider) => Promise<ProductBatch[]>, key: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<Omit<BatchesState, 'reload'>>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load(dataProvider)
      .then((batches) => live && setState({ batches }))
      .catch((e: unknown) => live && setState((s) => ({ ...s, error: errorMessage(e) })));
    return () => {
      live = false;
    };
    // `load` is made anew each render: `key` says what it reads
  }, [dataProvider, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

/** Every batch of product `productId`, by variant (`GET /api/admin/products/:id/batches`). */
export const useProductBatches = (productId: Identifier): BatchesState =>
  useBatchLoad((dp) => dp.getProductBatches(productId), `product:${String(productId)}`);

/** The live batches near or past their last day on sale, shop-wide (`GET /api/admin/batches`). */
export const useExpiringBatches = (): BatchesState =>
  useBatchLoad((dp) => dp.getExpiringBatches(), 'expiring');
