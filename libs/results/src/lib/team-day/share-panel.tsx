import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, QrImage } from '@phc/ui';

const StyledPanel = styled.div`
  display: grid;
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  figure {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    display: block;
    width: 11rem;
    height: 11rem;
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    font: inherit;
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

export type SharePanelProps = { url: string; title: string };

/**
 * What "Sdílet" opens on the team page (issue 28 item 3): the phone's own share sheet where the browser
 * has one, else the link copied; and the page as a QR code, for the parent next to you in the stands.
 * Loaded when opened, with the QR encoder, so the results pages' first load does not carry them.
 */
export function SharePanel({ url, title }: SharePanelProps) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    // Closing the share sheet rejects with AbortError: the visitor changed their mind, nothing to say.
    navigator.share({ title, url }).catch(() => undefined);
  const copyLink = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      );
  return (
    <StyledPanel>
      {canShare ? (
        <Button onClick={share}>
          <Trans>Sdílet odkaz…</Trans>
        </Button>
      ) : (
        <Button onClick={copyLink}>
          <Trans>Kopírovat odkaz</Trans>
        </Button>
      )}
      <p role="status">
        {copy === 'copied' && <Trans>Odkaz je zkopírovaný.</Trans>}
        {copy === 'failed' && <Trans>Odkaz se nepodařilo zkopírovat: zkopírujte ho z pole níže.</Trans>}
      </p>
      {copy === 'failed' && <input readOnly value={url} aria-label={t`Odkaz na stránku týmu`} onFocus={(e) => e.currentTarget.select()} />}
      <figure>
        <QrImage text={url} label={t`QR kód odkazu na stránku týmu`} />
        <figcaption>
          <Trans>Načtěte fotoaparátem telefonu.</Trans>
        </figcaption>
      </figure>
    </StyledPanel>
  );
}
