import { CLAIM_MESSAGES, parseClaimInput, type ClaimInput } from '@arogya/contracts';

/** The parts of the report form a message can be about. */
export const CLAIM_FIELDS = ['lines', 'reason', 'remedy', 'note', 'photos'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** What is wrong with the form: a message (the contracts' English) by field, or the form's. */
export type ClaimProblems = Partial<Record<ClaimField | 'form', string>>;

/** The form as the shopper left it: a reason and a remedy may not be chosen yet. */
export type ClaimDraft = Omit<ClaimInput, 'reason' | 'remedy'> & {
  reason: ClaimInput['reason'] | null;
  remedy: ClaimInput['remedy'] | null;
};

/** A report that passes: each field is checked alone, in place of its part of this one. */
const GOOD: ClaimInput = {
  lines: [{ line: 0, quantity: 1 }],
  reason: 'damaged',
  remedy: 'refund',
  note: 'x'.repeat(10),
  photos: ['/uploads/00000000-0000-0000-0000-000000000000.png'],
};

/**
 * The form's problems, in the words the server would use: `parseClaimInput` (the gateway's own
 * check) is asked about each field alone, so that every field at fault is told at once rather
 * than the first the parser meets.
 */
export function claimProblems(draft: ClaimDraft): ClaimProblems {
  const problems: ClaimProblems = {};
  for (const field of CLAIM_FIELDS) {
    try {
      parseClaimInput({ ...GOOD, [field]: draft[field] });
    } catch (err) {
      problems[field] = err instanceof Error ? err.message : String(err);
    }
  }
  return problems;
}

const FIELD_OF = new Map<string, ClaimField>([
  [CLAIM_MESSAGES.noLines, 'lines'],
  [CLAIM_MESSAGES.badLine, 'lines'],
  [CLAIM_MESSAGES.lineTwice, 'lines'],
  [CLAIM_MESSAGES.badQuantity, 'lines'],
  [CLAIM_MESSAGES.badReason, 'reason'],
  [CLAIM_MESSAGES.badRemedy, 'remedy'],
  [CLAIM_MESSAGES.badNote, 'note'],
  [CLAIM_MESSAGES.noPhoto, 'photos'],
  [CLAIM_MESSAGES.badPhotos, 'photos'],
]);

/** The field a server's 400 is about; anything else (a 409: too late, reported already) is the form's. */
export const fieldOf = (message: string): ClaimField | 'form' => FIELD_OF.get(message) ?? 'form';
