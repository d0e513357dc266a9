import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { statusForError } from '../../app/errorStatus';
import { ErrorView } from './ErrorView';
import { useFailNavigationProgress } from '../../hooks/useFailNavigationProgress';
import { NotFoundContent } from './NotFoundContent';
import { errorPageCopy, RETRY } from './errorCopy';

/** Errors of a page inside the layout: 404 with newest group-buys, 503, 429 or the busy page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  useFailNavigationProgress();
  const status = isRouteErrorResponse(error) ? error.status : statusForError(error);
  if (status === 404) return <NotFoundContent />;
  return (
    <Container maxWidth="md">
      <ErrorView
        copy={errorPageCopy(status)}
        status={status}
        actions={<Button variant="outlined" onClick={() => window.location.reload()}>{RETRY}</Button>}
      />
    </Container>
  );
}
