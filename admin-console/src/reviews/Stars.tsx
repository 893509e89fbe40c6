import { Rating } from '@mui/material';
import { useT } from '../i18n';

/**
 * A review's rating as five stars, read out as "4 out of 5 stars" (an image with that name).
 * Dark enough to see at 3:1 or more on white: MUI's yellow and its pale empty stars are not.
 */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <Rating
      value={rating}
      readOnly
      size="small"
      getLabelText={(n: number) => t('reviews.stars', { n })}
      data-testid="review-stars"
      sx={{
        verticalAlign: 'middle',
        '& .MuiRating-iconFilled': { color: '#b45309' },
        '& .MuiRating-iconEmpty': { color: 'text.secondary' },
      }}
    />
  );
}
