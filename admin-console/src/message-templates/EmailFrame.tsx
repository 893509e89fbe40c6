import { Box } from '@mui/material';

/**
 * The e-mail's HTML as a mail program shows it, in a frame that may do nothing: `sandbox=""`
 * runs no script, submits no form and gives the page no origin, so a template (or a sample
 * value in it) can never act as the signed-in admin. It scrolls inside itself: a sandboxed
 * frame's height cannot be read from outside.
 */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      sandbox=""
      srcDoc={html}
      title={title}
      data-testid="template-html"
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: '70vh', md: 640 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}
