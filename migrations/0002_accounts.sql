-- Users sign in once and may work in several shops; their role flags are per shop.
create table users (
  id integer generated always as identity primary key,
  -- Stored lower-cased; one account per address.
  email text not null unique check (email = lower(email) and email like '%_@_%'),
  display_name text not null check (length(btrim(display_name)) between 1 and 120),
  -- argon2id PHC string; null until the user sets a password (login links and codes still work).
  password_hash text,
  -- Platform admins (created by the CLI only) may act in any shop.
  is_platform_admin boolean not null default false,
  is_disabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table shop_members (
  shop_id integer not null references shops (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  -- Shown as "shop owner".
  is_administrator boolean not null default false,
  is_manager boolean not null default false,
  is_mechanic boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (shop_id, user_id)
);
create index shop_members_user on shop_members (user_id);
