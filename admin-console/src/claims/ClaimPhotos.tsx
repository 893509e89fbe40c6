import { Box } from '@mui/material';
import { useT } from '../i18n';

/**
 * The shopper's photos of what arrived, as thumbnails large enough to judge damage by, each
 * opening full size in a new tab.
 */
export function ClaimPhotos({ photos }: { photos: string[] }) {
  const t = useT();
  const total = photos.length;
  return (
    <Box
      component="ul"
      aria-label={t('claims.page.photosOf', { n: total })}
      data-testid="claim-photos"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {photos.map((url, i) => (
        <li key={url}>
          <Box
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('claims.page.photoLink', { n: i + 1, total })}
            sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', lineHeight: 0 }}
          >
            <Box
              component="img"
              src={url}
              alt={t('claims.page.photoAlt', { n: i + 1, total })}
              width={128}
              height={128}
              data-testid="claim-photo"
              sx={{
                objectFit: 'cover',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'grey.100',
              }}
            />
          </Box>
        </li>
      ))}
    </Box>
  );
}
