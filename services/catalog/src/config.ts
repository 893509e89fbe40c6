import { intVar, loadConfig } from '@arogya/platform';
import { z } from 'zod';

/** Catalog-service variables (documented in the README). */
export const catalogEnvSchema = z.object({
  /**
   * A batch with fewer days than this left before its expiry is not sold (issue 30: FSSAI
   * expects food shipped with enough shelf life left): refused when received, and its free
   * units written off by the sweep when it gets there.
   */
  BATCH_MIN_SHELF_LIFE_DAYS: intVar(60, 0, 3650),
  /** The console warns of a batch this many days before its last day on sale. */
  BATCH_EXPIRY_WARNING_DAYS: intVar(30, 0, 3650),
  /** How often the sweep takes batches past their last day off sale. */
  BATCH_SWEEP_EVERY_MS: intVar(60 * 60 * 1000, 100, 7 * 24 * 60 * 60 * 1000),
});
export type CatalogEnv = z.infer<typeof catalogEnvSchema>;

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');
export const loadCatalogConfig = () => loadConfig(catalogEnvSchema);
