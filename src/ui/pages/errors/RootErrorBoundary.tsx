import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { statusForError } from '../../app/errorStatus';
import { ErrorView } from './ErrorView';
import { errorPageCopy, RETRY } from './errorCopy';

/** When even the user meta cannot load (API down, 503, 429) the page shows only the error. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : statusForError(error);
  return (
    <main>
      <ErrorView
        copy={errorPageCopy(status)}
        status={status}
        actions={<Button variant="outlined" onClick={() => window.location.reload()}>{RETRY}</Button>}
      />
    </main>
  );
}
