import { useId, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@phc/ui';
import { RichText } from '../components/rich-text';

const StyledPreview = styled.section`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  max-width: 100%;
  overflow-x: auto;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type RichTextPreviewProps = { html: string; label: string };

/**
 * The text as a visitor will read it: the public page's own component, so the same cleaning (sanitizeHtml)
 * and styles. The editor panel covers part of the page, and on a phone all of it, so the page behind it
 * is no preview there (issue 24); this one sits under the field, in the panel's width.
 */
export function RichTextPreview({ html, label }: RichTextPreviewProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {open ? <Trans>Skrýt náhled</Trans> : <Trans>Náhled, jak ho uvidí návštěvník</Trans>}
      </Button>
      {open && (
        <StyledPreview id={id} aria-label={t`Náhled: ${label}`}>
          <h3>
            <Trans>Náhled</Trans>
          </h3>
          {html.trim() ? (
            <RichText html={html} />
          ) : (
            <p>
              <Trans>Text je zatím prázdný.</Trans>
            </p>
          )}
        </StyledPreview>
      )}
    </>
  );
}
