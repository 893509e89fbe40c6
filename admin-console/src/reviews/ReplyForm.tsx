import { REVIEW_REPLY_MAX } from '@arogya/contracts';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { dateTime } from '../common/dateTime';
import type { ReviewRow } from './review-format';
import { useT } from '../i18n';

/**
 * The shop's reply, shown under the review once it is published: Save reply saves it, and an
 * empty one takes it away. The form starts from the reply as saved (its key changes with it).
 */
export function ReplyForm({
  review,
  saving,
  onSave,
}: {
  review: ReviewRow;
  saving: boolean;
  onSave: (reply: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState(review.reply ?? '');
  const changed = text.trim() !== (review.reply ?? '');
  const over = text.trim().length > REVIEW_REPLY_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(text.trim());
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="reply-heading"
      sx={{ mt: 3, maxWidth: 720 }}
    >
      <Typography variant="subtitle1" component="h2" id="reply-heading" sx={{ fontWeight: 600 }}>
        {t('reviews.reply')}
      </Typography>
      {review.reply && review.repliedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.replied', { when: dateTime(review.repliedAt) })}
        </Typography>
      )}
      <TextField
        label={t('reviews.replyLabel')}
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={over}
        helperText={t('reviews.replyHelp', { count: text.trim().length, max: REVIEW_REPLY_MAX })}
        slotProps={{ htmlInput: { 'data-testid': 'review-reply' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={saving || !changed}
        sx={{ mt: 1, minHeight: 44 }}
      >
        {text.trim() === '' && review.reply ? t('reviews.removeReply') : t('reviews.saveReply')}
      </Button>
    </Box>
  );
}
