import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { LANGUAGES, useT } from '../i18n';
import { visuallyHidden } from '../common/visuallyHidden';

/**
 * The app bar's language switch (react-admin's LocalesMenuButton, named for screen readers):
 * English or हिन्दी, each written in itself and marked with its language. react-admin keeps
 * the choice in its store; the i18nProvider remembers it for the next visit. On a phone the
 * button shows its icon and the language's code.
 */
export function LanguageSwitch() {
  const t = useT();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const now = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-switch"
        sx={{ minHeight: 44, textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('common.language')}:{' '}
        </Box>
        <Box component="span" lang={now.locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {now.name}
        </Box>
        <Box component="span" lang={now.locale} sx={{ display: { xs: 'inline', sm: 'none' } }}>
          <Box component="span" aria-hidden="true" sx={{ textTransform: 'uppercase' }}>
            {now.locale}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {now.name}
          </Box>
        </Box>
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
            sx={{ minHeight: 44 }}
            data-testid={`language-${l.locale}`}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
