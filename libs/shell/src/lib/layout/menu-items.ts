/** The path of the map screen (libs/i18n routes.ts 'mapa'). */
const mapPath = '/mapa';

const isMapLink = (to: string) => to === mapPath || to.startsWith(`${mapPath}?`) || to.startsWith(`${mapPath}#`);

/**
 * The main menu with the map in it. The map is a screen of its own, not a content page, so an
 * organiser's menu from the content system may leave it out; yet every tournament with the map
 * feature offers it in the menu (issue 18 item 6). The item is the shell's own default one (its
 * label translated), added at the end when the menu lacks it; `defaults` has it only while the
 * tournament has the map.
 */
export function withMapItem<T extends { to: string }>(menu: readonly T[], defaults: readonly T[]): readonly T[] {
  const mapItem = defaults.find((item) => isMapLink(item.to));
  if (!mapItem || menu.some((item) => isMapLink(item.to))) return menu;
  return [...menu, mapItem];
}
