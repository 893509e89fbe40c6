import { useState } from 'react';
import { useNotify } from 'react-admin';
import { uploadImage } from '../api/upload';
import { errorMessage } from '../common/errorMessage';

/** Uploads a picked file and reports it; a failure is logged and notified, nothing else. */
export function useImageUpload(): {
  uploading: boolean;
  upload: (file: File) => Promise<string | null>;
} {
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      return await uploadImage(file);
    } catch (e) {
      console.error('Image upload failed', e);
      notify(errorMessage(e, 'Image upload failed'), { type: 'error' });
      return null;
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
