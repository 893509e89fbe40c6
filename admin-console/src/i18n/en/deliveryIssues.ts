/** The failed deliveries page (issue 33, the courier's NDRs). */
export const deliveryIssues = {
  deliveryIssues: {
    title: 'Failed deliveries',
    search: 'Order number, AWB, name, phone or PIN',
    loadError: 'Error fetching failed deliveries:',
    noneOpen: 'No delivery waits for a decision',
    noneOpenNote:
      'When the courier cannot deliver a parcel, it shows here until the shopper or you decide what happens next.',
    none: 'No failed deliveries found',
    noneNote: 'No failed delivery matches these filters.',
    attempt: 'Attempt %{attempt}',
    cod: 'Cash to collect: %{amount}',
    state: {
      open: 'Awaiting a decision',
      're-attempt': 'Delivering again',
      return: 'Returning to us',
      resolved: 'Moved on by the courier',
    },
    decidedBy: {
      shopper: 'Chosen by the shopper',
      staff: 'Decided by staff',
    },
    reattempt: {
      button: 'Deliver again',
      name: 'Deliver again: %{parcel}',
      title: 'Deliver %{parcel} again?',
      body: 'The courier could not deliver it: %{reason}. It tries once more, on the day you choose, with the phone or address you correct.',
      day: 'Day',
      anyDay: 'The courier’s next attempt',
      phone: 'Corrected mobile number',
      phoneHelp: 'Leave empty to keep %{phone}',
      address: 'Corrected address (house, street, landmark)',
      confirm: 'Ask the courier',
      done: 'The courier will deliver %{parcel} again',
    },
    return: {
      button: 'Return to us',
      name: 'Return to us: %{parcel}',
      title: 'Bring %{parcel} back?',
      body: 'The courier returns the parcel to the warehouse. The order is then cancelled and its payment refunded, and its stock comes back.',
      bodyCod:
        'The courier returns the parcel to the warehouse and collects nothing (%{amount} was to be paid in cash). The order is marked returned, and its stock comes back.',
      done: '%{parcel} is coming back to us',
    },
  },
};
