import type { Kysely } from 'kysely';
import type { Tournament } from '@phc/tournaments';
import type { Database } from '../../db/schema';
import { cmsContent, placeholderSvg, seedImages } from '../cms-content';
import { contentFigures } from '../content-figures';
import { insertBatched, json } from './context';

/** Site content and the placeholder images it shows. */
export async function seedContent(trx: Kysely<Database>, tournament: Tournament, firstDay: string, editor: number, now: Date): Promise<number> {
  await insertBatched(
    trx,
    'uploaded_files',
    seedImages(tournament).map((image) => {
      const bytes = Buffer.from(placeholderSvg(image), 'utf8');
      return { storage_key: image.key, original_name: image.key, mime_type: 'image/svg+xml', size_bytes: bytes.length, width: image.width, height: image.height, content: new Uint8Array(bytes), uploaded_by: editor };
    }),
  );
  const objects = cmsContent(tournament, firstDay, await contentFigures(trx));
  await insertBatched(
    trx,
    'cms_objects',
    objects.map((o) => ({
      type: o.type,
      slug: o.slug,
      data: json(o.data),
      draft: o.draft === undefined ? null : json(o.draft),
      status: o.draft === undefined ? 'published' : 'draft',
      is_archived: o.isArchived ?? false,
      version: o.draft === undefined ? 1 : 2,
      published_at: now.toISOString(),
      updated_by: editor,
    })),
  );
  return objects.length;
}
