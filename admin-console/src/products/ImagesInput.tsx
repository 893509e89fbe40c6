import type { ProductImage } from '@arogya/contracts';
import { Button, Chip } from '@mui/material';
import { ImageListInput } from './ImageListInput';
import { addImage, removeImage, setPrimary } from './imageList';
import { useT } from '../i18n';

/**
 * The edit form's product images: upload, remove and 'Set Primary' (exactly one image is
 * primary and carries a 'Primary' tag).
 */
export function ImagesInput() {
  const t = useT();
  return (
    <ImageListInput<ProductImage>
      source="images"
      title={t('products.images')}
      upload={{ testId: 'image-upload', label: t('products.uploadImage') }}
      add={addImage}
      remove={removeImage}
      tileExtra={(images, i, onChange) =>
        images[i]!.isPrimary ? (
          <Chip
            label={t('products.primary')}
            color="success"
            size="small"
            data-testid="primary-tag"
          />
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onChange(setPrimary(images, i))}
            data-testid="set-primary"
          >
            {t('products.setPrimary')}
          </Button>
        )
      }
    />
  );
}
