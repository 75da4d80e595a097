import { withMapItem } from './menu-items';

const map = { label: 'Mapa', to: '/mapa' };
const defaults = [{ label: 'Účastníci', to: '/ucastnici' }, map];

describe('the main menu with the map', () => {
  it('adds the map at the end of a content menu that lacks it', () => {
    const content = [
      { label: 'Informace', to: '/informace' },
      { label: 'Výsledky', to: '/vysledky' },
    ];
    expect(withMapItem(content, defaults)).toEqual([...content, map]);
  });

  it('keeps a content menu that already links the map as the organiser wrote it', () => {
    const content = [{ label: 'Kde hrajeme', to: '/mapa?place=3' }];
    expect(withMapItem(content, defaults)).toBe(content);
  });

  it('adds nothing when the tournament has no map', () => {
    const content = [{ label: 'Informace', to: '/informace' }];
    expect(withMapItem(content, [{ label: 'Účastníci', to: '/ucastnici' }])).toBe(content);
  });

  it('does not take a page whose path only starts like the map for the map', () => {
    const content = [{ label: 'Mapa hal (PDF)', to: '/mapa-hal' }];
    expect(withMapItem(content, defaults)).toEqual([...content, map]);
  });

  it('leaves the default menu, which has the map already, as it is', () => {
    expect(withMapItem(defaults, defaults)).toBe(defaults);
  });
});
