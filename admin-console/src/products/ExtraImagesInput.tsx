import { ImageListInput } from './ImageListInput';
import { addExtraImage, removeAt } from './imageList';
import { useT } from '../i18n';

/** The edit form's extra images: upload and remove. */
export function ExtraImagesInput() {
  const t = useT();
  return (
    <ImageListInput
      source="extraImages"
      title={t('products.extraImages')}
      upload={{ testId: 'extra-image-upload', label: t('products.uploadExtraImage') }}
      add={addExtraImage}
      remove={removeAt}
    />
  );
}
