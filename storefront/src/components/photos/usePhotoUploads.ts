import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoUpload } from '../../api/photos.js';
import { messageOf } from '../../api/client.js';
import i18n from '../../i18n/index.js';

/** A photo the shopper chose: shown from the file at once, sent to the shop as it is chosen. */
export interface ChosenPhoto {
  key: string;
  name: string;
  /** the file's own picture (`blob:`), shown while it uploads and after */
  preview: string;
  /** share sent, 0 to 1 */
  progress: number;
  /** the shop's `/uploads/…` address once stored */
  url: string | null;
  /** the server's refusal of it */
  error: string | null;
}

export interface PhotoUploads {
  /** most photos taken */
  max: number;
  photos: ChosenPhoto[];
  /** a photo is still on its way */
  busy: boolean;
  /** the addresses of the photos stored */
  urls: string[];
  /** more were chosen than there was room for (the picker says so) */
  tooMany: boolean;
  add(files: FileList | File[]): void;
  remove(key: string): void;
}

/**
 * Up to `max` photos (a review's, a claim's), each sent with `upload` the moment it is chosen;
 * a refused one stays, with the server's message, until removed. Removing one still on its way
 * stops it.
 */
export function usePhotoUploads(upload: PhotoUpload, max: number): PhotoUploads {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const counter = useRef(0);

  const update = (key: string, change: Partial<ChosenPhoto>) =>
    setPhotos((now) => now.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback(
    (files: FileList | File[]) => {
      const room = max - photos.length;
      const chosen = Array.from(files).slice(0, Math.max(0, room));
      setTooMany(files.length > chosen.length);
      for (const file of chosen) {
        const key = `photo-${(counter.current += 1)}`;
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        const stop = new AbortController();
        uploads.current.set(key, stop);
        setPhotos((now) => [
          ...now,
          { key, name: file.name, preview, progress: 0, url: null, error: null },
        ]);
        upload(file, (progress) => update(key, { progress }), stop.signal)
          .then(
            (url) => update(key, { url, progress: 1 }),
            (err: unknown) => {
              if (!stop.signal.aborted)
                update(key, { error: messageOf(err, i18n.t('photos.notUploaded')) });
            },
          )
          .finally(() => uploads.current.delete(key));
      }
    },
    [photos.length, upload, max],
  );

  const remove = useCallback(
    (key: string) => {
      uploads.current.get(key)?.abort();
      const gone = photos.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      setTooMany(false);
      setPhotos((now) => now.filter((p) => p.key !== key));
    },
    [photos],
  );

  // leaving the form: stop what is still uploading, let go of the previews
  useEffect(() => {
    const [running, shown] = [uploads.current, previews.current];
    return () => {
      running.forEach((u) => u.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  return {
    max,
    photos,
    busy: photos.some((p) => p.url === null && p.error === null),
    urls: photos.flatMap((p) => (p.url ? [p.url] : [])),
    tooMany,
    add,
    remove,
  };
}
