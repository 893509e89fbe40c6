import { Typography } from '@mui/material';
import { Fragment } from 'react';

/** An event's subject that may wrap after its dots, never inside a word. */
export function Subject({ subject }: { subject: string }) {
  const parts = subject.split('.');
  return (
    <Typography variant="body2">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </Typography>
  );
}
