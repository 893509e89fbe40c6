import {
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type AdminReview,
  type CartLine,
} from '@arogya/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadReviewPhoto, writeReview } from '../../../api/reviews.js';
import CountedField from '../../../components/content/CountedField.js';
import PhotoPicker from '../../../components/photos/PhotoPicker.js';
import { usePhotoUploads } from '../../../components/photos/usePhotoUploads.js';
import { problemsOf, type ReviewProblems } from './review-errors.js';
import StarInput from './StarInput.js';

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
  const { t } = useTranslation('reviews');
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [sending, setSending] = useState(false);
  const uploads = usePhotoUploads(uploadReviewPhoto, REVIEW_PHOTOS_MAX);
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
    // what the form says of a field left empty
    if (rating < 1) missing.rating = t('form.ratingRequired');
    if (!title.trim()) missing.title = t('form.titleRequired');
    if (!text.trim()) missing.text = t('form.textRequired');
    if (uploads.busy) missing.photos = t('form.waitPhotos');
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
      const refused = problemsOf(err, t);
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
        label={t('form.title')}
        testId="review-title"
        max={REVIEW_TITLE_MAX}
        value={title}
        onChange={(v) => {
          setTitle(v);
          clear('title');
        }}
        error={problems.title}
        placeholder={t('form.titlePlaceholder')}
      />
      <CountedField
        ref={fields.text}
        multiline
        label={t('form.text')}
        testId="review-text"
        max={REVIEW_TEXT_MAX}
        value={text}
        onChange={(v) => {
          setText(v);
          clear('text');
        }}
        error={problems.text}
        placeholder={t('form.textPlaceholder')}
      />
      <PhotoPicker
        uploads={uploads}
        label={t('photos.label')}
        hint={t('photos.hint', { max: REVIEW_PHOTOS_MAX })}
        error={problems.photos}
        testId="review-photo"
      />
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
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
