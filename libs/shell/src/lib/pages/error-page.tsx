import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The error page and the not-found page are rare: their code loads when one is shown. If even that
// fails (the network is what broke), the boundary below still offers a plain link home.
const LazyErrorPage = lazy(() => import('./error-page-content').then((m) => ({ default: m.ErrorPage })));

type ErrorFallbackBoundaryProps = { children: ReactNode };

/**
 * The last line (SPEC §8): if the error page itself fails, a plain link home that needs no
 * router, theme or translations.
 */
export class ErrorFallbackBoundary extends Component<ErrorFallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    // Both languages, untranslated on purpose: Lingui may be the very thing that failed.
    return this.state.failed ? <a href="/">Úvodní stránka / Home page</a> : this.props.children;
  }
}

/** The `errorElement` of every route. */
export function RouteErrorElement() {
  return (
    <ErrorFallbackBoundary>
      <Suspense fallback={null}>
        <LazyErrorPage />
      </Suspense>
    </ErrorFallbackBoundary>
  );
}
