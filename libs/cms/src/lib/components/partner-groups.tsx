import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@phc/i18n';
import { Container, media, Skeleton } from '@phc/ui';
import { proxiedImage } from '../logic/image-url';
import { localized } from '../logic/localized';
import { partnerColumns, partnerLogoBox, sortPartnerGroups, type PartnerSize } from '../logic/partners';
import { usePreview } from '../logic/preview-store';
import { siteContentQueries } from '../queries/site-content';

const StyledPartners = styled.section`
  padding-block: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledGroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  text-transform: uppercase;
`;

const StyledLogos = styled.ul`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLogo = styled.li<{ $phone: number; $wide: number }>`
  grid-column: span ${({ $phone }) => $phone};
  ${media.up('tablet')} {
    grid-column: span ${({ $wide }) => $wide};
  }
  a,
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export type PartnerGroupsProps = {
  /** Only the groups of this size (a page's partner block may ask for one). */
  size?: PartnerSize;
  headingLevel?: 2 | 3;
  /** In the layout the strip is its own landmark; inside a page it is a part of it. */
  asLandmark?: boolean;
  /** Sizes the page already shows in its own partners block (the layout's strip leaves them out). */
  omitSizes?: readonly PartnerSize[];
};

/** SPEC §2: partner logos in groups with a title, ordered by `order`, sized by column width. */
export function PartnerGroups({ size, headingLevel = 2, asLandmark = false, omitSizes = [] }: PartnerGroupsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending } = useQuery(siteContentQueries.chrome(usePreview()));
  if (isPending) {
    return (
      <Container>
        <Skeleton height={80} />
      </Container>
    );
  }
  const groups = sortPartnerGroups((data?.partners ?? []).filter((group) => (!size || group.size === size) && !omitSizes.includes(group.size)));
  if (groups.length === 0) return null;
  const content = (
    <Container>
      {groups.map((group) => {
        const columns = partnerColumns[group.size];
        const box = partnerLogoBox(group.size);
        return (
          <div key={group.id} data-partner-group={group.size}>
            <StyledGroupTitle as={`h${headingLevel}`}>{localized(group.title, locale)}</StyledGroupTitle>
            <StyledLogos>
              {group.items.map((item, index) => {
                const logo = <img src={proxiedImage(item.logo, box.width, box.height)} alt={item.name} width={box.width} height={box.height} loading="lazy" />;
                return (
                  <StyledLogo key={index} $phone={columns.phone} $wide={columns.wide}>
                    {item.link ? (
                      <a href={item.link} target="_blank" rel="noopener noreferrer">
                        {logo}
                      </a>
                    ) : (
                      <span>{logo}</span>
                    )}
                  </StyledLogo>
                );
              })}
            </StyledLogos>
          </div>
        );
      })}
    </Container>
  );
  return asLandmark ? (
    <StyledPartners aria-label={t`Partneři`} data-partners="">
      {content}
    </StyledPartners>
  ) : (
    // A labelled region too: where the page shows the partners, the layout's strip (that region) stays out.
    <section aria-label={t`Partneři`} data-partners="">
      {content}
    </section>
  );
}
