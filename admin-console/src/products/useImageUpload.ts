import { useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { uploadImage } from '../api/upload';
import { errorMessage } from '../common/errorMessage';
import { useT } from '../i18n';

/** Uploads a picked file and reports it; a failure is logged and notified, nothing else. */
export function useImageUpload(): {
  uploading: boolean;
  upload: (file: File) => Promise<string | null>;
  /** A file input's change handler: uploads the chosen file, clears the input, hands on the URL. */
  onFileChosen: (
    onUploaded: (url: string) => void,
  ) => (e: ChangeEvent<HTMLInputElement>) => Promise<void>;
} {
  const t = useT();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      return await uploadImage(file);
    } catch (e) {
      console.error('Image upload failed', e);
      notify(errorMessage(e, t('products.uploadFailed')), { type: 'error' });
      return null;
    } finally {
      setUploading(false);
    }
  };
  const onFileChosen =
    (onUploaded: (url: string) => void) => async (e: ChangeEvent<HTMLInputElement>) => {
      const input = e.currentTarget;
      const file = input.files?.[0];
      if (!file) return;
      const url = await upload(file);
      input.value = '';
      if (url) onUploaded(url);
    };
  return { uploading, upload, onFileChosen };
}
