import { renderToString } from 'react-dom/server';
import { buttonClass } from '../components/buttonClass';
import { pageMeta } from '../meta/PageMeta';
import { renderHead } from '../meta/renderHead';
import { ErrorView } from '../pages/errors/ErrorView';
import { errorPageCopy, RETRY } from '../pages/errors/errorCopy';

export interface ErrorPageRequest {
  status: number;
  /** The path and query the visitor asked for: the retry link loads it again. */
  path: string;
  origin: string;
  nonce: string;
  /** The build manifest's tags (production), with this response's nonces: the error view's stylesheets. */
  preloadFor?: (chunks: string[]) => { styles: string; scripts: string };
}

/** The not-found route's chunk: its stylesheets are the error pages' (the error view, the buttons). */
const ERROR_VIEW_CHUNK = 'src/ui/pages/errors/NotFoundRoute.tsx';

/**
 * The error page of SPEC §2.3 for a request the page server could not render (or that failed before
 * it): the status's copy, a retry link and the way home, as a static document. It hydrates nothing,
 * so its actions are plain links rather than the retry button of the routed error pages.
 */
export function renderErrorPage(request: ErrorPageRequest): { head: string; html: string } {
  const copy = errorPageCopy(request.status);
  const html = renderToString(
    <main>
      <ErrorView copy={copy} status={request.status} actions={<a href={request.path} className={buttonClass('outlined')}>{RETRY}</a>} />
    </main>,
  );
  // Its stylesheets only: the page runs no script.
  const styles = request.preloadFor?.([ERROR_VIEW_CHUNK]).styles;
  const head = [renderHead(pageMeta({ title: copy.documentTitle, robots: 'noindex' }), request.origin, request.nonce), styles].filter(Boolean).join('\n    ');
  return { head, html };
}
