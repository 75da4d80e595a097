import { useState } from 'react';
import styled from 'styled-components';
import type { AppTheme } from './theme/base-theme';
import { countryFlagUrl } from './country-flag-url';

/** The flag's height follows the text it stands beside. */
export type CountryFlagSize = keyof Pick<AppTheme['fontSizes'], 'sm' | 'md' | 'lg' | 'xl'>;

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code from the data ("CZ"); an unknown or empty code shows nothing. */
  countryCode: string;
  size?: CountryFlagSize;
  className?: string;
}

const StyledCountryFlag = styled.img<{ $size: CountryFlagSize }>`
  flex: none;
  width: auto;
  height: ${({ theme, $size }) => theme.fontSizes[$size]};
  aspect-ratio: 4 / 3;
  vertical-align: middle;
  object-fit: cover;
  // A white or pale flag (Japan, Poland's upper half) keeps its edge on a white card.
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

/**
 * A country's flag as an SVG image (flag-icons, served per country under /flags/), which shows the same
 * on every system, where flag emoji render as two letters in boxes on Windows. It is decorative:
 * the country's name always stands next to it, so `alt=""` keeps screen readers from reading it twice.
 * Loaded lazily, with its size in the markup so nothing shifts when it arrives; a flag the build
 * does not have removes itself rather than showing a broken image.
 */
export function CountryFlag({ countryCode, size = 'lg', className }: CountryFlagProps) {
  const src = countryFlagUrl(countryCode);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <StyledCountryFlag className={className} src={src} alt="" width={20} height={15} loading="lazy" decoding="async" $size={size} onError={() => setFailed(src)} />;
}
