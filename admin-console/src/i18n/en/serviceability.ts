/** The delivery promise's zones, non-serviceable PIN codes and holidays (issue 19). */
export const serviceability = {
  zones: {
    title: 'Delivery zones',
    editTitle: 'Edit delivery zone',
    save: 'Save zone',
    zone: 'Zone',
    covers: 'Covers',
    off: '%{name} (off)',
    days: '%{processing} + %{transit} business days',
    edit: 'Edit',
    editName: 'Edit %{name}',
    processingHelp: 'Business days to pack the order and hand it to the courier',
    transitHelp: 'Business days the courier takes to this zone',
    enabledHelp: 'Off: its PINs get the date of the next zone that covers them',
    codHelp: 'Off: shoppers in this zone pay online only, and are told so at checkout',
    codOff: 'no cash on delivery',
    feeHelp: 'Rupees charged for shipping to this zone, unless the order ships free',
    fee: 'Shipping ₹%{fee}',
    cover: {
      'same-city': 'PINs in the shop’s own district',
      'same-state': 'PINs in the shop’s own state or union territory',
      metro:
        'Delhi and the metro districts: Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune',
      remote: 'The North-East, Jammu and Kashmir, Ladakh, Andaman and Nicobar, and Lakshadweep',
      'rest-of-india': 'Every other PIN, except the remote areas',
    },
    explain: {
      intro:
        'A zone sets the delivery date shown on product pages and at checkout, and kept on the order. For a shopper’s PIN the zones are tried in this order, from the shop’s own PIN: the first <strong>enabled</strong> zone that covers it gives the date.',
      date: 'Date = the order day + processing days + transit days, counted in business days (India time): the order day, Sundays and the shop’s holidays do not count.',
      off: 'Turned off, a zone hands its PINs to the next zone that covers them; the remote areas then get no date at all (still deliverable), since the last zone never covers them.',
      fixed:
        'Zones cannot be added or deleted; a change applies to new promises, while orders already placed keep their date. To stop delivering to a PIN, add it under Non-serviceable PINs.',
    },
  },
  /** Issue 32: the shop's fees and offers (one record). */
  fees: {
    wholeNumber: 'Enter a whole number',
    title: 'Fees and offers',
    save: 'Save fees and offers',
    rules:
      'How a checkout is priced: buy-x-get-y offers (Offers) take their free units off the items; the coupon then comes off the items that are left; the online-payment offer then comes off what is left (never with cash on delivery); shipping is the zone’s fee unless the items after the offers and the coupon reach the free-shipping threshold; cash on delivery adds its fee. Changes apply to checkouts from now on; orders keep what they were charged.',
    freeShippingOverHelp:
      'Items worth this much (after any coupon) ship free. Leave empty: nothing ships free.',
    defaultShippingFeeHelp: 'Shipping to a PIN no enabled zone covers',
    codFeeHelp: 'Added to an order paid in cash on delivery',
    prepaidDiscountHelp: 'Taken off an order paid online (0: no offer)',
    prepaidMinOrderHelp:
      'The least the items must come to, after any coupon, for the online-payment offer',
    zonesLink: 'Each zone’s shipping fee is set under Delivery zones.',
    codEnabledHelp: 'Off: shoppers pay online only, and are told so at checkout',
    codMaxOrderHelp: 'Cash on delivery is offered on orders up to this total (with its fee)',
    codRules:
      'Who may pay in cash: each checkout is decided on its own, and the order shows the admin why cash was not offered. A PIN is judged once 5 of its cash orders have been delivered or returned.',
    codMaxReturnsHelp:
      'A customer with this many cash orders returned to origin pays online only (0: no limit)',
    codPinRtoPercentHelp:
      'A PIN whose last cash orders came back at this rate or more pays online only',
    codPinRtoWindowHelp: 'How many of a PIN’s last delivered or returned cash orders count',
    codRepeatHoursHelp:
      'The same items ordered again for cash within this many hours pay online (0: no rule)',
  },
  pins: {
    title: 'Non-serviceable PINs',
    add: 'Add PIN',
    addTitle: 'Add a non-serviceable PIN',
    deleteTitle: 'Deliver again',
    deleteQuestion: 'Deliver to this PIN code again? Shoppers there can pay at once.',
    scope: {
      delivery: 'Every delivery',
      cod: 'Cash on delivery only',
    },
    scopeHelp:
      'Cash on delivery only: the shop still delivers there, paid online (parcels paid in cash come back from it)',
  },
  holidays: {
    title: 'Holidays',
    add: 'Add holiday',
    addTitle: 'Add a holiday',
    deleteTitle: 'Remove holiday',
    deleteQuestion: 'Make this day a business day again?',
  },
};
