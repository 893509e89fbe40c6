import { Box } from '@mui/material';
import { useT } from '../i18n';

/** The review's photos as thumbnails, each opening full size in a new tab. */
export function ReviewPhotos({ photos }: { photos: string[] }) {
  const t = useT();
  if (photos.length === 0) return null;
  const n = photos.length;
  return (
    <Box
      component="ul"
      aria-label={t('reviews.photos')}
      data-testid="review-photos"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {photos.map((url, i) => (
        <li key={url}>
          <Box
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('reviews.photoLink', { n: i + 1, total: n })}
            sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', lineHeight: 0 }}
          >
            <Box
              component="img"
              src={url}
              alt={t('reviews.photoAlt', { n: i + 1, total: n })}
              width={96}
              height={96}
              loading="lazy"
              data-testid="review-photo"
              sx={{ objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          </Box>
        </li>
      ))}
    </Box>
  );
}
