import { ImageListInput } from './ImageListInput';
import { addExtraImage, removeAt } from './imageList';

/** The edit form's extra images: upload and remove. */
export function ExtraImagesInput() {
  return (
    <ImageListInput
      source="extraImages"
      title="Extra Images"
      upload={{ testId: 'extra-image-upload', label: 'Upload extra image' }}
      add={addExtraImage}
      remove={removeAt}
    />
  );
}
