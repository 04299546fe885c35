-- Shops are the tenants. Every tenant table below carries shop_id and every query filters by it.
create table shops (
  id integer generated always as identity primary key,
  -- The first path segment of the shop's pages: /{uri_name}/...
  uri_name text not null unique
    check (uri_name ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$'),
  name text not null check (length(btrim(name)) between 1 and 120),
  time_zone text not null default 'America/New_York',
  language text not null default 'en',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customers (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  company_name text not null default '',
  email text not null default '',
  phone_mobile text not null default '',
  phone_landline text not null default '',
  notes text not null default '',
  contact_pref text not null default 'undefined'
    check (contact_pref in ('undefined', 'donotcontact', 'email', 'sms', 'phonecall')),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id)
);
create index customers_shop_last_name on customers (shop_id, lower(last_name), lower(first_name));

-- Subjects are what gets inspected: vehicles mostly, also general items and appliances.
create table subjects (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  customer_id integer,
  subject_type text not null default 'vehicle' check (subject_type in ('general', 'vehicle', 'appliance')),
  vin text not null default '',
  plate text not null default '',
  plate_issuer text not null default '',
  make text not null default '',
  model text not null default '',
  model_year integer check (model_year between 1886 and 2100),
  -- '#rrggbb' or null: a colour counts as set only when it is 7 characters.
  color text check (color ~ '^#[0-9a-fA-F]{6}$'),
  notes text not null default '',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id),
  -- Composite keys keep every reference inside one shop, whatever the code does.
  foreign key (shop_id, customer_id) references customers (shop_id, id) on delete set null (customer_id)
);
create index subjects_shop_customer on subjects (shop_id, customer_id);
create index subjects_shop_vin on subjects (shop_id, vin) where vin <> '';
create index subjects_shop_plate on subjects (shop_id, plate) where plate <> '';
