import { lazy, useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorState, QueryBoundary, Spinner } from '@phc/ui';

// Its own chunk with the QR encoder: a results page's first load carries only this button.
const loadPanel = () => import('./share-panel').then((m) => ({ default: m.SharePanel }));

/** "Sdílet": opens the share panel (a region the surrounding row gives a line of its own), which loads on the first open. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // A failed download stays failed inside React.lazy: "try again" makes a new one.
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(() => lazy(loadPanel), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const url = `${window.location.origin}${window.location.pathname}`;
  return (
    <>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Trans>Sdílet</Trans>
      </Button>
      <div id={panelId} hidden={!open} role="region" aria-label={t`Sdílet stránku týmu`}>
        {open && (
          <QueryBoundary
            fallback={<Spinner />}
            renderError={(_error, retry) => (
              <ErrorState
                headingLevel={3}
                onRetry={() => {
                  setAttempt(attempt + 1);
                  retry();
                }}
              />
            )}
          >
            <Panel url={url} title={title} />
          </QueryBoundary>
        )}
      </div>
    </>
  );
}
