import type { ProductImage } from '@arogya/contracts';
import { Button, Chip } from '@mui/material';
import { ImageListInput } from './ImageListInput';
import { addImage, removeImage, setPrimary } from './imageList';

/**
 * The edit form's product images: upload, remove and 'Set Primary' (exactly one image is
 * primary and carries a 'Primary' tag).
 */
export function ImagesInput() {
  return (
    <ImageListInput<ProductImage>
      source="images"
      title="Images"
      upload={{ testId: 'image-upload', label: 'Upload image' }}
      add={addImage}
      remove={removeImage}
      tileExtra={(images, i, onChange) =>
        images[i]!.isPrimary ? (
          <Chip label="Primary" color="success" size="small" data-testid="primary-tag" />
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(setPrimary(images, i))}
            data-testid="set-primary"
          >
            Set Primary
          </Button>
        )
      }
    />
  );
}
