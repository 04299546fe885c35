-- Originals kept at their upload's key (videos and PDFs uploaded before issue 17) are moved by the
-- media.expire-uploads job to content-addressed keys (modules/media/move_upload_originals.ts). This index
-- finds the ones left; it is empty once they have moved, so the job's look-up stays free.
create index asset_views_at_upload_keys on asset_views (storage_key) where storage_key like 'uploads/%';
