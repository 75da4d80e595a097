import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Place } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { PlaceDetail } from './place-detail';

const hall: Place = {
  id: 7,
  translations: [
    { locale: 'cs', name: 'Sportovní hala Lužiny', description: '' },
    { locale: 'en', name: 'Lužiny Sports Hall', description: '' },
  ],
  address: 'Amforová 1887, Praha 5',
  lat: 50.04,
  lng: 14.33,
  files: [],
  placeType: { name: 'hall' },
  glueAllowed: true,
  data: null,
};
const hotel: Place = { ...hall, id: 8, placeType: { name: 'accommodation' }, glueAllowed: null, hotelCategory: 3 };
const now = new Date('2026-04-06T09:15:00Z');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderDetail(place: Place, route = '/mapa') {
  return renderWithTheme(
    <>
      <PlaceDetail place={place} now={now} favourite={false} onToggleFavourite={jest.fn()} onClose={jest.fn()} />
      <Where />
    </>,
    { route },
  );
}

describe('a place’s detail', () => {
  it('links a hall to its matches today, which opens the hall’s schedule', async () => {
    renderDetail(hall);
    const link = screen.getByRole('link', { name: 'Dnešní zápasy v hale' });
    expect(link).toHaveAttribute('href', '/vysledky/podle-hal?hala=7&den=2026-04-06');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/vysledky/podle-hal?hala=7&den=2026-04-06');
  });

  it('keeps the English visitor on English pages', () => {
    renderDetail(hall, '/en/mapa');
    expect(screen.getByRole('link', { name: 'Dnešní zápasy v hale' })).toHaveAttribute('href', '/en/vysledky/podle-hal?hala=7&den=2026-04-06');
  });

  it('offers no matches link while results are off on the web', () => {
    renderWithTheme(<PlaceDetail place={hall} now={now} matchesLink={false} favourite={false} onToggleFavourite={jest.fn()} onClose={jest.fn()} />, { route: '/mapa' });
    expect(screen.queryByRole('link', { name: 'Dnešní zápasy v hale' })).toBeNull();
    expect(screen.getByRole('link', { name: /Navigovat/ })).toBeVisible();
  });

  it('offers no matches link for a place that is not a hall', () => {
    renderDetail(hotel);
    expect(screen.queryByRole('link', { name: 'Dnešní zápasy v hale' })).toBeNull();
    expect(screen.getByRole('link', { name: /Navigovat/ })).toBeVisible();
  });

  it('brings the whole panel into view and puts the focus on its heading', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderDetail(hall);
      expect(scrolled).toEqual([screen.getByTestId('place-detail')]);
      expect(screen.getByRole('heading', { level: 2, name: 'Sportovní hala Lužiny' })).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('writes the opening days in the page’s language', () => {
    const withHours: Place = { ...hall, openingHours: '6. 4. 7:30–20:30', openingDays: [{ day: '2026-04-06', opens: '07:30', closes: '20:30' }], openingNote: null };
    const { unmount } = renderDetail(withHours, '/en/mapa');
    expect(screen.getByText('6 Apr 7:30–20:30')).toBeInTheDocument();
    unmount();
    renderDetail(withHours);
    expect(screen.getByText('6. 4. 7:30–20:30')).toBeInTheDocument();
  });
});
