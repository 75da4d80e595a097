import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { CountryFlag } from './country-flag';
import { countryFlagUrl } from './country-flag-url';

describe('countryFlagUrl', () => {
  it('names the flag file by the lower-case ISO code, subdivisions included', () => {
    expect(countryFlagUrl('CZ')).toBe('/flags/cz.svg');
    expect(countryFlagUrl(' de ')).toBe('/flags/de.svg');
    expect(countryFlagUrl('GB-SCT')).toBe('/flags/gb-sct.svg');
  });

  it('has no flag for an empty, three-letter or made-up code', () => {
    for (const code of ['', 'CZE', 'C', '12', '../cz', 'cz.svg']) expect(countryFlagUrl(code)).toBeNull();
  });
});

describe('CountryFlag', () => {
  it('is a decorative, lazily loaded image of the country’s flag with its size in the markup', () => {
    const { container } = renderWithTheme(
      <p>
        <CountryFlag countryCode="CZ" /> Česko
      </p>,
    );
    // alt="" takes it out of the accessibility tree: the country's name beside it says it all.
    expect(screen.queryByRole('img')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/flags/cz.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '20');
    expect(image).toHaveAttribute('height', '15');
  });

  it('is as tall as the text size it is given, from the theme', () => {
    const { container } = renderWithTheme(<CountryFlag countryCode="SK" size="sm" />);
    expect(container.querySelector('img')).toHaveStyle({ height: '0.875rem' });
  });

  it('shows nothing for a code without a flag', () => {
    const { container } = renderWithTheme(<CountryFlag countryCode="" />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('removes itself when the flag file does not load, rather than showing a broken image', () => {
    const { container } = renderWithTheme(<CountryFlag countryCode="XX" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
  });
});
