-- The inspection catalogue: categories group tasks; an inspection type is an ordered selection of tasks.
create table inspection_types (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  -- 'location' is accepted on input and stored as 'vehicle'.
  subject_type text not null default 'vehicle' check (subject_type in ('general', 'vehicle', 'appliance')),
  customer_mode text not null default 'required' check (customer_mode in ('none', 'required', 'optional')),
  is_active boolean not null default true,
  is_default boolean not null default false,
  sort_order integer not null default 0,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id)
);
create index inspection_types_shop on inspection_types (shop_id, sort_order, lower(name));
-- At most one default type per shop: the one a new inspection gets.
create unique index inspection_types_one_default on inspection_types (shop_id) where is_default;

create table categories (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id)
);
create index categories_shop on categories (shop_id, sort_order);

create table tasks (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  category_id integer not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  task_type text not null default 'pwf'
    check (task_type in ('none', 'na', 'ck', 'na-ck', 'yn', 'na-yn', 'pwf', 'na-pwf')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id),
  -- Composite keys keep every reference inside one shop, whatever the code does.
  foreign key (shop_id, category_id) references categories (shop_id, id)
);
create index tasks_shop_category on tasks (shop_id, category_id, sort_order);

create table inspection_type_tasks (
  shop_id integer not null references shops (id) on delete cascade,
  inspection_type_id integer not null,
  task_id integer not null,
  sort_order integer not null default 0,
  primary key (inspection_type_id, task_id),
  foreign key (shop_id, inspection_type_id) references inspection_types (shop_id, id) on delete cascade,
  foreign key (shop_id, task_id) references tasks (shop_id, id) on delete cascade
);
create index inspection_type_tasks_task on inspection_type_tasks (task_id);
