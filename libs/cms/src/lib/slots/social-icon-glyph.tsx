import type { SocialNetwork } from '../logic/social-icon';

// Simple marks drawn in a 24-unit box; kept tiny because the footer is on every first load.
const paths: Record<SocialNetwork | 'link', string> = {
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4C12 4 10.5 5.4 10.5 7.9v2.6H8v3h2.5V21z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  google: 'M12 10.2v3.9h5.4A5.8 5.8 0 1 1 16 7.7l2.8-2.7A9.8 9.8 0 1 0 21.8 12c0-.6 0-1.2-.2-1.8z',
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  twitter: 'M4 4h4.5l4 5.5L17.3 4H20l-6.3 7.3L20.5 20H16l-4.4-6-5.3 6H3.6l6.7-7.7z',
  flickr: 'M7 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm10 0a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  zonerama: 'M5 5h14v3l-9.5 8H19v3H5v-3l9.5-8H5z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

export function SocialIconGlyph({ network }: { network: SocialNetwork | null }) {
  const key = network ?? 'link';
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" data-icon={key}>
      <path d={paths[key]} fill={key === 'link' ? 'none' : 'currentColor'} stroke={key === 'link' ? 'currentColor' : 'none'} strokeWidth="2" />
    </svg>
  );
}
