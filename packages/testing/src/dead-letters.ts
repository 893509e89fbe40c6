import type { Namespace } from '@arogya/contracts';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { serviceDatabase } from './database.js';
import type { TestEnv } from './env.js';

/** What the cart says when it refuses a product on purpose (the dead letter's error). */
export const REFUSED_ON_PURPOSE = 'refused on purpose by a test';

/** A fault planted in a service's database, and how to take it out again. */
export interface PlantedFault {
  /** Removes the fault: the cause of the dead letters is fixed. */
  fix(): Promise<void>;
}

/**
 * Makes the real cart service fail to project the catalog product named `productName`: a
 * trigger in its database refuses the row, so the product's `product-created` event fails at
 * every delivery and ends in the dead letters, as an outage of the cart's database would
 * leave it. Nothing of the cart is mocked; `fix()` drops the trigger.
 */
export async function refuseProductInCart(
  env: TestEnv,
  ns: Namespace,
  productName: string,
): Promise<PlantedFault> {
  const name = `test_refuse_${randomBytes(4).toString('hex')}`;
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const run = async (sql: string) => {
    const db = await serviceDatabase(env, ns, 'cart');
    try {
      await db.query(sql);
    } finally {
      await db.close();
    }
  };
  await run(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name = ${literal(productName)} THEN
        RAISE EXCEPTION 'The cart cannot take product % (${REFUSED_ON_PURPOSE})', NEW.product_id;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON product_facts
      FOR EACH ROW EXECUTE FUNCTION ${name}();`);
  return {
    fix: () => run(`DROP TRIGGER ${name} ON product_facts; DROP FUNCTION ${name}();`),
  };
}

/**
 * Publishes `text`, which is no event envelope, on the subject of event `type`: every consumer
 * of it dead-letters it at once ("a malformed event never gets better").
 */
export async function publishMalformed(
  env: TestEnv,
  ns: Namespace,
  type: string,
  text: string,
): Promise<void> {
  const nc = await connect({ servers: env.natsUrl });
  try {
    await jetstream(nc).publish(ns.subject(type), text);
  } finally {
    await nc.close();
  }
}
