import { REVIEW_REPLY_MAX } from '@arogya/contracts';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { dateTime } from '../common/dateTime';
import type { ReviewRow } from './review-format';

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
        Reply
      </Typography>
      {review.reply && review.repliedAt && (
        <Typography variant="body2" color="text.secondary">
          Replied {dateTime(review.repliedAt)}
        </Typography>
      )}
      <TextField
        label="Reply from the shop"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={over}
        helperText={`${text.trim().length} of ${REVIEW_REPLY_MAX} characters. Shown under the review once it is published; save it empty to remove it.`}
        slotProps={{ htmlInput: { 'data-testid': 'review-reply' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={saving || !changed}
        sx={{ mt: 1, minHeight: 44 }}
      >
        {text.trim() === '' && review.reply ? 'Remove reply' : 'Save reply'}
      </Button>
    </Box>
  );
}
