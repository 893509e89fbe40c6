import AddIcon from '@mui/icons-material/Add';
import { TopToolbar, useCreatePath, useResourceContext } from 'react-admin';
import { LinkButton } from './LinkButton';

/**
 * A list's create button in its top toolbar, with its words at every width: react-admin's
 * CreateButton turns below 900 px into a round "+" floating over the list's bottom right,
 * where it covers the last row's action (a coupon's Disable, at 375 px).
 */
export function CreateLink({ label }: { label: string }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <LinkButton
        to={createPath({ resource, type: 'create' })}
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ minHeight: 44 }}
      >
        {label}
      </LinkButton>
    </TopToolbar>
  );
}
