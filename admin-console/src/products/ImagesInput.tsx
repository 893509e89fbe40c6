import type { ProductImage } from '@arogya/contracts';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useInput, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../api/upload';
import { ImageTile } from './ImageTile';
import { addImage, removeImage, setPrimary } from './imageList';
import { UploadingIndicator } from './UploadingIndicator';
import { useImageUpload } from './useImageUpload';

/**
 * The edit form's product images: upload, remove and 'Set Primary' (exactly one image is
 * primary and carries a 'Primary' tag).
 */
export function ImagesInput() {
  const { field } = useInput<ProductImage[]>({ source: 'images', defaultValue: [] });
  const record = useRecordContext<{ name?: string }>();
  const { uploading, onFileChosen } = useImageUpload();
  const images: ProductImage[] = Array.isArray(field.value) ? field.value : [];

  const onFile = onFileChosen((url) => field.onChange(addImage(images, url, record?.name ?? '')));

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Typography variant="subtitle1" gutterBottom>
        Images
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        {images.map((img, i) => (
          <ImageTile
            key={`${img.url}-${i}`}
            url={img.url}
            altText={img.altText}
            onRemove={() => field.onChange(removeImage(images, i))}
          >
            {img.isPrimary ? (
              <Chip label="Primary" color="success" size="small" data-testid="primary-tag" />
            ) : (
              <Button
                size="small"
                variant="outlined"
                onClick={() => field.onChange(setPrimary(images, i))}
                data-testid="set-primary"
              >
                Set Primary
              </Button>
            )}
          </ImageTile>
        ))}
      </Box>
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onFile}
        disabled={uploading}
        data-testid="image-upload"
        aria-label="Upload image"
      />
      <UploadingIndicator active={uploading} />
    </Box>
  );
}
