import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './competition';

/** menu | settings | page | partner_group | custom_block */
export type CmsObjectType = 'menu' | 'settings' | 'page' | 'partner_group' | 'custom_block';

/** Migration 004: site content and uploaded files. */
export interface CmsTables {
  uploaded_files: {
    id: Generated<number>;
    storage_key: string;
    original_name: string;
    mime_type: string;
    size_bytes: number;
    width: number | null;
    height: number | null;
    content: ColumnType<Uint8Array, Uint8Array, Uint8Array> | null;
    uploaded_by: number | null;
    created_at: Generated<Date>;
    /** `content` (the CMS's files) or `logo` (a club logo: removed a day after upload when no club uses it). */
    purpose: Generated<string>;
    /** The client address of an anonymous upload, which its quota is counted by. */
    uploaded_from: string | null;
  };
  cms_objects: {
    id: Generated<number>;
    type: string;
    slug: string | null;
    /** The published content; its shape depends on `type` (see seed/cms-content.ts). */
    data: Json<unknown> | null;
    /** The unpublished working copy. */
    draft: Json<unknown> | null;
    /** draft | published */
    status: Generated<string>;
    is_archived: Generated<boolean>;
    version: Generated<number>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    published_at: Timestamp | null;
    updated_by: number | null;
  };
}
