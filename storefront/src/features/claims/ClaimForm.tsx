import {
  CLAIM_NOTE_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASONS,
  CLAIM_REMEDIES,
  type ClaimReason,
  type ClaimRemedy,
  type ClaimView,
  type OrderView,
} from '@arogya/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportProblem, uploadClaimPhoto } from '../../api/claims.js';
import { ApiError, messageOf } from '../../api/client.js';
import SubmitButton from '../../components/account/SubmitButton.js';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import CountedField from '../../components/content/CountedField.js';
import PhotoPicker from '../../components/photos/PhotoPicker.js';
import { usePhotoUploads } from '../../components/photos/usePhotoUploads.js';
import { serverText } from '../../i18n/server-text.js';
import ChoiceField from './ChoiceField.js';
import type { ClaimableLine } from './claimable.js';
import ClaimItemsField from './ClaimItemsField.js';
import {
  CLAIM_FIELDS,
  claimProblems,
  fieldOf,
  type ClaimField,
  type ClaimProblems,
} from './claim-problems.js';

/**
 * A report of delivered units of `order` (issue 33): how many of each line that may still be
 * reported, what is wrong, what the shopper would like, a description and 1 to
 * `CLAIM_PHOTOS_MAX` photos (each uploaded as it is chosen). Checked here with the gateway's own
 * rules, every field at fault told at once and the first focused; then by the server, whose
 * refusal is shown by its field or, when it is about the order (too late, reported already),
 * above the buttons. `onSent` gets the report the server kept.
 */
export default function ClaimForm({
  order,
  lines,
  onSent,
  onCancel,
}: {
  order: OrderView;
  lines: ClaimableLine[];
  onSent: (claim: ClaimView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [remedy, setRemedy] = useState<ClaimRemedy | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [sending, setSending] = useState(false);
  const uploads = usePhotoUploads(uploadClaimPhoto, CLAIM_PHOTOS_MAX);
  const fields = {
    lines: useRef<HTMLSelectElement>(null),
    reason: useRef<HTMLInputElement>(null),
    remedy: useRef<HTMLInputElement>(null),
    note: useRef<HTMLTextAreaElement>(null),
    photos: useRef<HTMLButtonElement>(null),
  };

  const clear = (field: ClaimField) =>
    setProblems((p) => (p[field] || p.form ? { ...p, [field]: undefined, form: undefined } : p));
  const focusFirst = (found: ClaimProblems) =>
    fields[CLAIM_FIELDS.find((f) => found[f]) ?? 'lines'].current?.focus();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const draft = {
      lines: Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([line, quantity]) => ({ line: Number(line), quantity })),
      reason,
      remedy,
      note,
      photos: uploads.urls,
    };
    const found = claimProblems(draft);
    if (uploads.busy) found.photos = t('claims.waitPhotos');
    if (Object.keys(found).length) {
      setProblems(found);
      focusFirst(found);
      return;
    }
    setSending(true);
    setProblems({});
    try {
      onSent(await reportProblem(order._id, { ...draft, reason: reason!, remedy: remedy! }));
    } catch (err) {
      const message = messageOf(err, t('claims.notSent'));
      const field = err instanceof ApiError && err.status === 400 ? fieldOf(message) : 'form';
      const refused = { [field]: message };
      setProblems(refused);
      setSending(false);
      if (field !== 'form') focusFirst(refused);
    }
  };

  // the contracts' English, in the shopper's language
  const say = (field: ClaimField | 'form') => problems[field] && serverText(t, problems[field]);

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-6"
      data-testid="claim-form"
    >
      <ClaimItemsField
        ref={fields.lines}
        items={order.orderItems}
        lines={lines}
        quantities={quantities}
        onChange={(line, quantity) => {
          setQuantities((q) => ({ ...q, [line]: quantity }));
          clear('lines');
        }}
        error={say('lines')}
      />
      <ChoiceField
        ref={fields.reason}
        legend={t('claims.reason')}
        testId="claim-reason"
        options={CLAIM_REASONS.map((r) => ({
          value: r,
          label: t(`claims.reasons.${r}`),
          hint: t(`claims.reasonHints.${r}`),
        }))}
        value={reason}
        onChange={(r) => {
          setReason(r);
          clear('reason');
        }}
        error={say('reason')}
      />
      <ChoiceField
        ref={fields.remedy}
        legend={t('claims.remedy')}
        testId="claim-remedy"
        options={CLAIM_REMEDIES.map((r) => ({
          value: r,
          label: t(`claims.remedies.${r}`),
          hint: t(`claims.remedyHints.${r}`),
        }))}
        value={remedy}
        onChange={(r) => {
          setRemedy(r);
          clear('remedy');
        }}
        error={say('remedy')}
      />
      <CountedField
        ref={fields.note}
        multiline
        label={t('claims.note')}
        testId="claim-note"
        max={CLAIM_NOTE_MAX}
        value={note}
        onChange={(v) => {
          setNote(v);
          clear('note');
        }}
        error={say('note')}
        placeholder={t('claims.notePlaceholder')}
        hint={t('claims.noteHint')}
      />
      <PhotoPicker
        ref={fields.photos}
        uploads={{
          ...uploads,
          add: (files) => {
            uploads.add(files);
            clear('photos');
          },
        }}
        label={t('claims.photos')}
        hint={t('claims.photosHint', { max: CLAIM_PHOTOS_MAX })}
        required
        error={say('photos')}
        testId="claim-photo"
      />
      {problems.form && (
        <p
          role="alert"
          data-testid="claim-form-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {say('form')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('common:cancel')}
        </button>
        <SubmitButton busy={sending} testId="claim-submit" fit>
          {sending ? t('claims.sending') : t('claims.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
