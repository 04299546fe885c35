-- The whole inspection catalogue (issue 5): task configuration, findings, priorities, shop groups and the
-- shop-type templates. docs/catalog.md explains the model.

-- Shop groups: a multi-shop owner's parent shop publishes inspection types to its tenant shops.
alter table shops add column parent_shop_id integer references shops (id) on delete set null;
alter table shops add constraint shops_not_own_parent check (parent_shop_id <> id);
create index shops_parent on shops (parent_shop_id) where parent_shop_id is not null;

-- A template shop holds one shop-type template's catalogue (general repair, tire and lube, ...), so every
-- catalogue page, comparison and copy works on templates too. Its address starts with "_", which no real
-- shop's can, so a template never takes a name a shop might want.
alter table shops add column kind text not null default 'shop' check (kind in ('shop', 'template'));
alter table shops drop constraint shops_uri_name_check;
alter table shops add constraint shops_uri_name_check check (
  (kind = 'shop' and uri_name ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$')
  or (kind = 'template' and uri_name ~ '^_[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$')
);

create table catalog_templates (
  shop_id integer primary key references shops (id) on delete cascade,
  key text not null unique check (key ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$'),
  description text not null default '',
  sort_order integer not null default 0,
  -- 'built-in' templates are installed from the code; 'imported' ones by templates:import.
  origin text not null default 'built-in' check (origin in ('built-in', 'imported')),
  imported_at timestamptz not null default now()
);

create table priorities (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 80),
  colour text not null check (colour ~ '^#[0-9a-f]{6}$'),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id)
);
create unique index priorities_shop_name on priorities (shop_id, lower(name));
create index priorities_shop_order on priorities (shop_id, sort_order);

-- Names are unique within a shop, whatever their case: the pages and the templates find things by name.
create unique index inspection_types_shop_name on inspection_types (shop_id, lower(name));
create unique index categories_shop_name on categories (shop_id, lower(name));
create unique index tasks_shop_name on tasks (shop_id, lower(name));

alter table categories add column source_category_id integer;

-- Task configuration (seed 000 section 3). "wf" reads "when warn or fail".
alter table tasks
  add column conclusion_mode text not null default 'wf-optional'
    check (conclusion_mode in ('none', 'wf-optional', 'wf-required')),
  add column media_mode text not null default 'optional'
    check (media_mode in ('none', 'optional', 'wf-required', 'required')),
  add column notes_mode text not null default 'optional'
    check (notes_mode in ('none', 'optional', 'wf-required', 'required', 'wf-optional', 'wf-required-only')),
  add column value_mode text not null default 'none' check (value_mode in ('none', 'optional', 'required')),
  -- Up to four values per task, each a label and an input type, in order.
  add column value_labels text[] not null default '{}',
  add column value_input_types text[] not null default '{}',
  add column notify_mode text not null default 'relevant' check (notify_mode in ('always', 'relevant', 'disabled')),
  add column default_priority_id integer,
  -- What the work usually costs, shown to the adviser as a hint when pricing the item.
  add column price_min numeric(10, 2) check (price_min >= 0),
  add column price_max numeric(10, 2) check (price_max >= 0),
  -- How to do the check, shown to the mechanic on the checklist.
  add column instructions text not null default '',
  -- The parent shop's task this one was published from (shop groups), or the template's task.
  add column source_task_id integer,
  add constraint tasks_values check (
    cardinality(value_labels) <= 4 and cardinality(value_labels) = cardinality(value_input_types)
    and value_input_types <@ array['text', 'date', 'datetime-local', 'number']::text[]),
  add constraint tasks_price_range check (price_min is null or price_max is null or price_min <= price_max),
  add constraint tasks_default_priority foreign key (shop_id, default_priority_id)
    references priorities (shop_id, id) on delete set null (default_priority_id);

-- Findings (conclusions): what a mechanic can conclude about a task, worded for the customer.
create table findings (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  task_id integer not null,
  text text not null check (length(btrim(text)) between 1 and 300),
  status text not null default 'new' check (status in ('new', 'audited', 'legacy', 'archived')),
  -- Customer-facing: why it matters, and what the shop recommends.
  explanation text not null default '',
  recommendation text not null default '',
  priority_id integer,
  sort_order integer not null default 0,
  created_by_user_id integer references users (id) on delete set null,
  source_finding_id integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id),
  foreign key (shop_id, task_id) references tasks (shop_id, id) on delete cascade,
  foreign key (shop_id, priority_id) references priorities (shop_id, id) on delete set null (priority_id)
);
create unique index findings_task_text on findings (task_id, lower(text));
create index findings_shop_task_order on findings (shop_id, task_id, sort_order);
create index findings_shop_status_created on findings (shop_id, status, created_at desc);
create index findings_shop_created on findings (shop_id, created_at desc);

-- An inspection type's checklist follows the shop's category and task order; the type chooses which tasks
-- it holds (docs/catalog.md), so the per-type order goes.
alter table inspection_type_tasks drop column sort_order;

alter table inspection_types
  add column description text not null default '',
  -- Shop groups: the parent shop's type this one is a published copy of. Attached copies follow every
  -- publish; a detached copy keeps the link for the record and is the tenant's to edit.
  add column source_type_id integer references inspection_types (id) on delete set null,
  add column is_detached boolean not null default false,
  add column published_at timestamptz;
create index inspection_types_source on inspection_types (source_type_id) where source_type_id is not null;
