// The bodies of pages/404, pages/500 and pages/_error (the page files add only data loading).
import { ErrorView } from './error-view';

export function NotFoundPage() {
  return <ErrorView statusCode={404} />;
}

export function ServerErrorPage() {
  return <ErrorView statusCode={500} />;
}

/** Any other status: 'Error occurred'. */
export function ErrorPage({ statusCode }: { statusCode?: number }) {
  return <ErrorView statusCode={statusCode} />;
}
