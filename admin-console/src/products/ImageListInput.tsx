import type { ProductExtraImage } from '@arogya/contracts';
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useInput, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT } from '../api/upload';
import { ImageTile } from './ImageTile';
import { UploadingIndicator } from './UploadingIndicator';
import { useImageUpload } from './useImageUpload';

/**
 * An image list of the edit form (SPEC §2 "Admin edit product"): a tile with Remove for each
 * image, a file input that uploads one more (its alt text is the product's name), and the
 * 'Uploading Image..' indicator. `tileExtra` adds a control under a tile.
 */
export function ImageListInput<T extends ProductExtraImage>(props: {
  source: 'images' | 'extraImages';
  title: string;
  upload: { testId: string; label: string };
  add: (list: T[], url: string, altText: string) => T[];
  remove: (list: T[], index: number) => T[];
  tileExtra?: (list: T[], index: number, onChange: (list: T[]) => void) => ReactNode;
}) {
  const { field } = useInput<T[]>({ source: props.source, defaultValue: [] });
  const record = useRecordContext<{ name?: string }>();
  const { uploading, onFileChosen } = useImageUpload();
  const list: T[] = Array.isArray(field.value) ? field.value : [];

  const onFile = onFileChosen((url) => field.onChange(props.add(list, url, record?.name ?? '')));

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Typography variant="subtitle1" gutterBottom>
        {props.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        {list.map((img, i) => (
          <ImageTile
            key={`${img.url}-${i}`}
            url={img.url}
            altText={img.altText}
            onRemove={() => field.onChange(props.remove(list, i))}
          >
            {props.tileExtra?.(list, i, field.onChange)}
          </ImageTile>
        ))}
      </Box>
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onFile}
        disabled={uploading}
        data-testid={props.upload.testId}
        aria-label={props.upload.label}
      />
      <UploadingIndicator active={uploading} />
    </Box>
  );
}
