/** The dead letters and their audit trail (issue 16). */
export const deadLetters = {
  deadLetters: {
    title: 'Dead letters',
    loadError: 'Dead letters: %{error}',
    auditTrail: 'Audit trail',
    none: 'No dead letters',
    noneNote: 'Every event was handled by every consumer.',
    deliveries: '%{smart_count} delivery |||| %{smart_count} deliveries',
    firstFailed: 'first failed',
    payload: 'Payload',
    hidePayload: 'Hide payload',
    eventId: 'Event id (original message id)',
    noEventId: 'none',
    published: 'Published',
    failedAgain: 'Failed again after replaying',
    error: 'Error',
    replay: {
      button: 'Replay',
      done: 'Dead letter #%{id} replayed',
      title: 'Replay dead letter #%{id}?',
      body: 'The event goes back to %{subject} as it was published, with the same id: consumers that handled it already skip it, and %{consumer} tries it again. Fix what made it fail first.',
    },
    discard: {
      button: 'Discard',
      done: 'Dead letter #%{id} discarded',
      title: 'Discard dead letter #%{id}?',
      body: 'The event will not be handled by %{consumer}. Say why: the reason is kept in the audit trail.',
      reason: 'Reason',
    },
    audit: {
      title: 'Dead letter audit',
      back: 'Dead letters',
      none: 'No dead letter was replayed or discarded yet',
      replayed: 'replayed',
      discarded: 'discarded',
    },
  },
};
