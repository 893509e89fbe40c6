import { CatalogCalls, indiaDate, type OrderToShip } from '@arogya/contracts';
import { LOGGER, RpcClient, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { FULFILMENT_CONFIG, type FulfilmentEnv } from '../config.js';
import { CourierError, type Courier, type ParcelRequest } from '../couriers/courier.js';
import {
  OrdersToShipRepository,
  type OrderToShipRow,
} from '../intake/orders-to-ship.repository.js';
import { chooseCourier } from './courier-choice.js';
import type { ShipmentRow } from './shipments.repository.js';
import { lineKey } from './shippable.js';

/**
 * What a parcel is before it is booked (issue 33): what its units weigh (the catalog's
 * variants) and which courier carries it (the shop's rule on the courier's quotes).
 */
@Injectable()
export class ParcelsService {
  constructor(
    private readonly orders: OrdersToShipRepository,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(FULFILMENT_CONFIG) private readonly env: FulfilmentEnv,
  ) {}

  /**
   * The shipping weight (grams, with its pack) of each variant of order `orderId`'s products, as
   * the catalog keeps them, by variant id: those with none given are left out. A catalog that
   * does not answer leaves them all out (the parcel is weighed at the default, and logged): a
   * booking does not wait on it.
   */
  async unitWeights(orderId: string): Promise<Map<string, number>> {
    const order = await this.orders.peek(orderId);
    const weights = new Map<string, number>();
    if (!order) return weights;
    const ids = [...new Set(order.lines.map((l) => l.productId))];
    await Promise.all(
      ids.map(async (id) => {
        try {
          const product = await this.rpc.call(CatalogCalls.get, { id, drafts: true });
          for (const v of product.variants ?? [])
            if (v.weightGrams > 0) weights.set(v._id, v.weightGrams);
        } catch (err) {
          this.log.warn(
            { orderId, productId: id, err: (err as Error).message },
            'No weights from the catalog: the parcel is weighed at the default',
          );
        }
      }),
    );
    return weights;
  }

  /**
   * The courier for a shipment staff left to the shop's rules (`chooseCourier`): quoted from
   * SHOP_PIN to the order's PIN for its weight and payment. No courier able to carry it is the
   * courier's refusal (the booking is forgotten, 400); quotes the courier could not give leave
   * the choice to it (undefined), so a slow quote never stops a booking.
   */
  async courierFor(
    courier: Courier,
    order: OrderToShipRow,
    s: ShipmentRow,
  ): Promise<number | undefined> {
    const pin = order.shipTo.postalCode;
    let quotes;
    try {
      quotes = await courier.quotes({
        fromPin: this.env.SHOP_PIN,
        toPin: pin,
        weightGrams: s.weightGrams,
        cod: s.cod,
      });
    } catch (err) {
      if (err instanceof CourierError && err.kind === 'unavailable') {
        this.log.warn({ shipmentId: s.id, err: err.message }, 'No quotes: the courier chooses');
        return undefined;
      }
      throw err;
    }
    const daysLeft =
      order.promisedBy === null
        ? null
        : Math.round(
            (Date.parse(order.promisedBy) - Date.parse(indiaDate(new Date()))) / 86_400_000,
          );
    const choice = chooseCourier(quotes, { cod: s.cod, daysLeft, pin });
    if (!choice.ok) throw new CourierError('refused', choice.message);
    this.log.info(
      { shipmentId: s.id, courierId: choice.value.courierId, why: choice.value.why },
      `Courier ${choice.value.courierName} chosen`,
    );
    return choice.value.courierId;
  }
}

/** The parcel the courier is asked to carry: the shipment's units of the order, to its address. */
export function parcelOf(order: OrderToShipRow, s: ShipmentRow): ParcelRequest {
  const a: OrderToShip['shipTo'] = order.shipTo;
  return {
    reference: s.id,
    placedAt: new Date(order.placedAt),
    address: {
      name: `${a.firstName} ${a.lastName}`.trim(),
      phone: a.phone,
      email: '',
      line1: a.address,
      line2: '',
      city: a.city,
      state: a.state,
      pin: a.postalCode,
    },
    items: s.lines.map((l) => {
      const line = order.lines.find((o) => lineKey(o) === lineKey(l))!;
      return {
        name: line.name,
        sku: line.sku ?? line.productId,
        units: l.quantity,
        unitPaise: line.pricePaise,
        hsn: '',
      };
    }),
    cod: s.cod,
    collectPaise: s.collectPaise,
    weightGrams: s.weightGrams,
    lengthCm: s.lengthCm,
    breadthCm: s.breadthCm,
    heightCm: s.heightCm,
  };
}
