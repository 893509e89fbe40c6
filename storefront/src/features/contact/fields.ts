/** The message form's values (SPEC §2: full name, email, subject, message). */
export const EMPTY_MESSAGE = { name: '', email: '', subject: '', message: '' };
export type FieldName = keyof typeof EMPTY_MESSAGE;

/** One field of the message form. */
export interface Field {
  name: FieldName;
  label: string;
  placeholder: string;
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
  {
    name: 'name',
    label: 'Full name',
    autoComplete: 'name',
    placeholder: 'Your full name',
    required: true,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    required: true,
  },
  { name: 'subject', label: 'Subject', placeholder: 'How can we help?', wide: true },
  {
    name: 'message',
    label: 'Message',
    placeholder: 'Tell us a little more…',
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
