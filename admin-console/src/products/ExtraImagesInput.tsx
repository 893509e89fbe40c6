import type { ProductExtraImage } from '@arogya/contracts';
import { Box, Typography } from '@mui/material';
import { useInput, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../api/upload';
import { ImageTile } from './ImageTile';
import { UploadingIndicator } from './UploadingIndicator';
import { useImageUpload } from './useImageUpload';

/** The edit form's extra images: upload and remove. */
export function ExtraImagesInput() {
  const { field } = useInput<ProductExtraImage[]>({ source: 'extraImages', defaultValue: [] });
  const record = useRecordContext<{ name?: string }>();
  const { uploading, onFileChosen } = useImageUpload();
  const extras: ProductExtraImage[] = Array.isArray(field.value) ? field.value : [];

  const onFile = onFileChosen((url) =>
    field.onChange([...extras, { url, altText: record?.name ?? '' }]),
  );

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Typography variant="subtitle1" gutterBottom>
        Extra Images
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        {extras.map((img, i) => (
          <ImageTile
            key={`${img.url}-${i}`}
            url={img.url}
            altText={img.altText}
            onRemove={() => field.onChange(extras.filter((_, j) => j !== i))}
          />
        ))}
      </Box>
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onFile}
        disabled={uploading}
        data-testid="extra-image-upload"
        aria-label="Upload extra image"
      />
      <UploadingIndicator active={uploading} />
    </Box>
  );
}
