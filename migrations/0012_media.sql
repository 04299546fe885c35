-- Assets (photos, videos, documents), their views, and uploads in flight (issue 7; docs/media.md).
-- media is a generic service: an asset names its owner by subclass and id, and the owning module checks
-- who may see or change it.

create table assets (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  subclass text not null check (subclass in
    ('InspectionAsset', 'ShopAsset', 'UserAsset', 'InspectionTypeAsset', 'SubjectAsset', 'DraftAsset')),
  -- The inspection, user, vehicle or inspection type it belongs to; null for a shop's own assets and drafts.
  owner_id integer,
  -- A form's draft reference: pictures added before the thing they belong to is saved.
  draft_ref text check (length(draft_ref) <= 80),
  kind text not null check (kind in ('file', 'photo', 'image', 'video', 'document', 'pending', 'processing')),
  -- What kind it becomes once processed (kind is pending or processing until then).
  final_kind text not null check (final_kind in ('file', 'photo', 'image', 'video', 'document')),
  status text not null default 'visible' check (status in
    ('softDeleted', 'visible', 'superseded', 'systemHidden', 'retained')),
  purpose text not null default 'none' check (length(purpose) <= 40),
  file_name text not null default '' check (length(file_name) <= 255),
  title text not null default '' check (length(title) <= 200),
  caption text check (length(caption) <= 2000),
  is_visible boolean not null default true,
  show_in_footer boolean not null default false,
  sort_order integer not null default 0,
  -- The checklist tasks (of an inspection) the picture is shown with.
  task_ids integer[] not null default '{}',
  content_type text not null default 'application/octet-stream',
  byte_size bigint not null default 0,
  width integer,
  height integer,
  duration_seconds real,
  -- The asset this one was made from: a marked-up copy points at its original.
  parent_asset_id integer references assets (id) on delete set null,
  -- Random folder of the views' blobs: a view's address cannot be guessed from another asset's.
  folder text not null,
  processing_error text,
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id)
);
create index assets_owner on assets (shop_id, subclass, owner_id, sort_order, id);
create index assets_draft on assets (shop_id, draft_ref) where draft_ref is not null;

create table asset_views (
  asset_id integer not null references assets (id) on delete cascade,
  name text not null check (name in
    ('original', 'thumbnail', 'thumbnailJpeg', 'large', 'largeJpeg', 'transcoded', 'poster')),
  kind text not null check (kind in ('unknown', 'original', 'resizedImage', 'posterFrame', 'transcoded')),
  -- A copied asset shares its original's blobs: keys repeat across assets.
  storage_key text not null,
  content_type text not null,
  bytes bigint not null,
  width integer,
  height integer,
  sha256_b16 text not null check (sha256_b16 ~ '^[0-9a-f]{64}$'),
  primary key (asset_id, name)
);

-- One upload from create-asset to completion (blobLifetimeId). Expired rows and their blobs are removed
-- by the media.expire-uploads job.
create table asset_uploads (
  id uuid primary key,
  shop_id integer not null references shops (id) on delete cascade,
  subclass text not null,
  -- The id as the create call named it (an encInspectionId, a user id, a draft reference): completion asks
  -- the owner again, so a permission taken away meanwhile still counts.
  owner_key text not null check (length(owner_key) <= 200),
  owner_id integer,
  task_id integer,
  storage_key text not null,
  created_by_user_id integer references users (id) on delete set null,
  state text not null default 'created' check (state in ('created', 'processing', 'done', 'error')),
  status text,
  file_name text not null default '',
  asset_id integer references assets (id) on delete set null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index asset_uploads_expiry on asset_uploads (expires_at) where state = 'created';
create index asset_views_storage_key on asset_views (storage_key);
