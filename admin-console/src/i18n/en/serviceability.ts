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
  pins: {
    title: 'Non-serviceable PINs',
    add: 'Add PIN',
    addTitle: 'Add a non-serviceable PIN',
    deleteTitle: 'Deliver again',
    deleteQuestion: 'Deliver to this PIN code again? Shoppers there can pay at once.',
  },
  holidays: {
    title: 'Holidays',
    add: 'Add holiday',
    addTitle: 'Add a holiday',
    deleteTitle: 'Remove holiday',
    deleteQuestion: 'Make this day a business day again?',
  },
};
