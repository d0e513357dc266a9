import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { statusForError } from '../../app/errorStatus';
import { ErrorView, PageContainer, RetryButton } from './ErrorView';
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
    <PageContainer narrow>
      <ErrorView copy={errorPageCopy(status)} status={status} actions={<RetryButton label={RETRY} />} />
    </PageContainer>
  );
}
