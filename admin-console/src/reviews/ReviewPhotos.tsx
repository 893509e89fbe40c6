import { Box } from '@mui/material';

/** The review's photos as thumbnails, each opening full size in a new tab. */
export function ReviewPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  const n = photos.length;
  return (
    <Box
      component="ul"
      aria-label="Photos"
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
            aria-label={`Photo ${i + 1} of ${n}, full size in a new tab`}
            sx={{ display: 'block', borderRadius: 1, overflow: 'hidden', lineHeight: 0 }}
          >
            <Box
              component="img"
              src={url}
              alt={`Photo ${i + 1} of ${n}`}
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
