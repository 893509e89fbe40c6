import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDeleteController,
  useNotify,
  useRecordContext,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { useT } from '../i18n';
import { errorMessage } from './errorMessage';

/**
 * A delete button that says what it does at every width (react-admin's shrinks to a bare bin
 * icon below 600 px), deletes only after `question` is confirmed and once the server agreed
 * (pessimistic), and then goes to `redirect` (the list by default).
 */
export function LabelledDeleteButton(props: {
  label?: string;
  title: string;
  question: string;
  redirect?: RedirectionSideEffect;
}) {
  const t = useT();
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    redirect: props.redirect ?? 'list',
    mutationMode: 'pessimistic',
    mutationOptions: {
      onError: (e) => {
        setOpen(false);
        notify(errorMessage(e), { type: 'error' });
      },
    },
  });
  if (!record) return null;
  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        disabled={isPending}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        sx={{ minHeight: 44 }}
      >
        {props.label ?? t('common.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={props.title}
        content={props.question}
        confirm={props.label ?? t('common.delete')}
        onConfirm={() => handleDelete()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
