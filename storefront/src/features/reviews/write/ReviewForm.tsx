import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type AdminReview,
  type CartLine,
} from '@arogya/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { writeReview } from '../../../api/reviews.js';
import CountedField from './CountedField.js';
import PhotoPicker from './PhotoPicker.js';
import { problemsOf, type ReviewProblems } from './review-errors.js';
import StarInput from './StarInput.js';
import { usePhotoUploads } from './usePhotoUploads.js';

/** What the form says of a field left empty. */
const REQUIRED = {
  rating: 'Choose a rating from 1 to 5 stars.',
  title: 'Give your review a title.',
  text: 'Tell other shoppers what you thought of it.',
} as const;

/**
 * A review of `line` of delivered order `orderId`: stars, title and text (all required), up to
 * three photos. Checked here first (the first field at fault is focused), then by the server,
 * whose refusal is shown by its field. `onWritten` gets the review the server kept.
 */
export default function ReviewForm({
  orderId,
  line,
  onWritten,
}: {
  orderId: string;
  line: CartLine;
  onWritten: (review: AdminReview) => void;
}) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [sending, setSending] = useState(false);
  const uploads = usePhotoUploads();
  const fields = {
    rating: useRef<HTMLInputElement>(null),
    title: useRef<HTMLInputElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
  };

  const clear = (field: keyof ReviewProblems) =>
    setProblems((p) => (p[field] || p.form ? { ...p, [field]: undefined, form: undefined } : p));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: ReviewProblems = {};
    if (rating < 1) missing.rating = REQUIRED.rating;
    if (!title.trim()) missing.title = REQUIRED.title;
    if (!text.trim()) missing.text = REQUIRED.text;
    if (uploads.busy) missing.photos = 'Wait until your photos have uploaded.';
    const first = (['rating', 'title', 'text'] as const).find((f) => missing[f]);
    if (Object.keys(missing).length) {
      setProblems(missing);
      if (first) fields[first].current?.focus();
      return;
    }
    setSending(true);
    setProblems({});
    try {
      onWritten(
        await writeReview(orderId, {
          productId: line.productId,
          variantId: line.variantId ?? null,
          rating,
          title: title.trim(),
          text: text.trim(),
          photos: uploads.urls,
        }),
      );
    } catch (err) {
      const refused = problemsOf(err);
      setProblems(refused);
      setSending(false);
      const field = (['rating', 'title', 'text'] as const).find((f) => refused[f]);
      if (field) fields[field].current?.focus();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
      data-testid="review-form"
    >
      <StarInput
        ref={fields.rating}
        value={rating}
        onChange={(n) => {
          setRating(n);
          clear('rating');
        }}
        error={problems.rating}
      />
      <CountedField
        ref={fields.title}
        label="Title"
        testId="review-title"
        max={REVIEW_TITLE_MAX}
        value={title}
        onChange={(v) => {
          setTitle(v);
          clear('title');
        }}
        error={problems.title}
        placeholder="What matters most?"
      />
      <CountedField
        ref={fields.text}
        multiline
        label="Your review"
        testId="review-text"
        max={REVIEW_TEXT_MAX}
        value={text}
        onChange={(v) => {
          setText(v);
          clear('text');
        }}
        error={problems.text}
        placeholder="How did you use it? What did you like, or not?"
      />
      <PhotoPicker uploads={uploads} error={problems.photos} />
      {problems.form && (
        <p
          role="alert"
          data-testid="review-form-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {problems.form}
        </p>
      )}
      <button
        type="submit"
        data-testid="review-submit"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Submit review'}
      </button>
    </form>
  );
}
