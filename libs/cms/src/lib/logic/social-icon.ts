/** The networks the footer has an icon for (SPEC §2). */
export const socialNetworks = ['facebook', 'instagram', 'google', 'youtube', 'twitter', 'flickr', 'zonerama'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

// Hosts that are one of the networks under another name.
const aliases: Record<string, SocialNetwork> = { 'youtu.be': 'youtube', 'x.com': 'twitter', 'fb.com': 'facebook', 'fb.me': 'facebook', 'goo.gl': 'google' };

/**
 * The icon for a social link, chosen from its host only: `https://www.facebook.com/x` is facebook,
 * `https://evil.test/facebook.com` is not. Null for a host we have no icon for.
 */
export function socialIconFor(link: string): SocialNetwork | null {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.').filter(Boolean);
  for (let i = 0; i < labels.length - 1; i++) {
    const suffix = labels.slice(i).join('.');
    if (aliases[suffix]) return aliases[suffix];
  }
  // The registrable name is the label before the public suffix: www.facebook.com, m.youtube.com, zonerama.cz.
  const name = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  return (socialNetworks as readonly string[]).includes(name ?? '') ? (name as SocialNetwork) : null;
}
