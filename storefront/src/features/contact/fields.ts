/** The message form's values (SPEC §2: full name, email, subject, message). */
export const EMPTY_MESSAGE = { name: '', email: '', subject: '', message: '' };
export type FieldName = keyof typeof EMPTY_MESSAGE;

/** One field of the message form (its label and placeholder: `contact.fields.<name>.*`). */
export interface Field {
  name: FieldName;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The server refuses the message without it (the subject may be left out). */
  required?: boolean;
  /** Spans both columns on wider screens. */
  wide?: boolean;
  /** A multi-line message box of this many rows. */
  rows?: number;
}

/** The message form's fields, in order. */
export const FIELDS: readonly Field[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'subject', wide: true },
  {
    name: 'message',
    wide: true,
    rows: 6,
    required: true,
  },
];

// the words of the server's 400 answers ("Please enter your name", "Please enter a valid
// e-mail address", "Your message must be at most 5000 characters"…), e-mail first: its
// messages never name another field
const FIELD_WORDS: [RegExp, FieldName][] = [
  [/e-?mail/i, 'email'],
  [/\bname\b/i, 'name'],
  [/\bsubject\b/i, 'subject'],
  [/\bmessage\b/i, 'message'],
];

/** The field a refusal of the form (400) is about, or null when it names none. */
export const fieldOf = (message: string): FieldName | null =>
  FIELD_WORDS.find(([words]) => words.test(message))?.[1] ?? null;
