import {
  computeGst,
  isGstRate,
  SHIPPING_GST_RATE,
  SHIPPING_SAC,
  stateNamed,
  type InvoiceParty,
  type InvoiceSnapshot,
  type TaxLineInput,
} from '@arogya/contracts';
import type { OrderEntity } from '../orders/order.entity.js';

/** The shop as its invoices name it (from configuration). */
export type Seller = InvoiceParty & { gstin: string };

/**
 * What order `o` puts on its invoice: seller and buyer, place of supply (the shipping state),
 * lines taxed by the rules of `computeGst`. A reason instead when it cannot be invoiced: an
 * address without a state (orders placed before issue 19) or a line without HSN and GST rate.
 */
export function invoiceSnapshotOf(o: OrderEntity, seller: Seller): InvoiceSnapshot | string {
  const a = o.shippingAddress;
  const state = a.state ? stateNamed(a.state) : undefined;
  if (!state) return 'the shipping address has no Indian state';
  const items = o.items;
  const untaxed = items.find((i) => !i.hsn || !isGstRate(i.gstRate));
  if (untaxed) return `line ${untaxed.name} has no HSN code or GST rate`;
  const inputs: TaxLineInput[] = items.map((i) => ({
    unitPricePaise: i.pricePaise,
    quantity: i.quantity,
    gstRate: i.gstRate as TaxLineInput['gstRate'],
  }));
  // issue 32: shipping and the COD fee, each a line of its own at the rate of courier services
  const charges = [
    { description: 'Shipping', paise: o.shippingPaise },
    { description: 'Cash on delivery fee', paise: o.codFeePaise },
  ].filter((c) => c.paise > 0);
  for (const c of charges)
    inputs.push({
      unitPricePaise: c.paise,
      quantity: 1,
      gstRate: SHIPPING_GST_RATE,
      discountable: false,
    });
  const intra = state.gstCode === seller.stateCode;
  const discount = o.discountPaise + o.offerDiscountPaise;
  const { lines, totals } = computeGst(inputs, discount, intra);
  const buyer: InvoiceParty = {
    name: `${a.firstName} ${a.lastName}`.trim(),
    gstin: null,
    address: `${a.address}, ${a.city} ${a.postalCode}`,
    state: state.name,
    stateCode: state.gstCode,
  };
  return {
    orderId: o.id,
    seller,
    buyer,
    placeOfSupply: { state: state.name, stateCode: state.gstCode },
    supply: intra ? 'intra-state' : 'inter-state',
    lines: lines.map((l, n) => {
      const item = items[n];
      const charge = charges[n - items.length];
      // the variant's name (issue 30), else what lines of before said of it
      const variant = item && (item.variant ?? [item.size, item.color].filter(Boolean).join(', '));
      return {
        description: item
          ? variant
            ? `${item.name} (${variant})`
            : item.name
          : charge!.description,
        hsn: item ? item.hsn! : SHIPPING_SAC,
        quantity: item ? item.quantity : 1,
        unitPricePaise: item ? item.pricePaise : charge!.paise,
        grossPaise: l.grossPaise,
        discountPaise: l.discountPaise,
        taxablePaise: l.taxablePaise,
        gstRate: l.gstRate,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: l.igstPaise,
        netPaise: l.netPaise,
      };
    }),
    totals,
  };
}
