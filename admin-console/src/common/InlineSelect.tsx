import { NativeSelect, type NativeSelectProps } from '@mui/material';

/**
 * A native `<select>` for table cells (tests can pick options with it); `testId` and
 * `label` land on the `<select>` element itself.
 */
export function InlineSelect(props: {
  value: string;
  options: { id: string; name: string }[];
  onChange: (value: string) => void;
  testId: string;
  label: string;
  disabled?: boolean;
}) {
  const inputProps = {
    'data-testid': props.testId,
    'aria-label': props.label,
  } as NativeSelectProps['inputProps'];
  return (
    <NativeSelect
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      onClick={(e) => e.stopPropagation()}
      inputProps={inputProps}
      sx={{ minWidth: 120 }}
    >
      {props.options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}
