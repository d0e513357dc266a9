import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { statusForError } from '../../app/errorStatus';
import { ErrorView, RetryButton } from './ErrorView';
import { errorPageCopy, RETRY } from './errorCopy';

/** When even the user meta cannot load (API down, 503, 429) the page shows only the error. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : statusForError(error);
  return (
    <main>
      <ErrorView copy={errorPageCopy(status)} status={status} actions={<RetryButton label={RETRY} />} />
    </main>
  );
}
