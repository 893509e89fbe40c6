import { Box } from '@mui/material';
import { visuallyHidden } from '../common/visuallyHidden';

/** A chart's figures as a table only screen readers see: the drawing itself says nothing. */
export function ChartTable(props: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.head[0]}</th>
          <th scope="col">{props.head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
