-- The Suggestion Box: what shop staff suggest to the people who make the product, read by platform admins
-- at /admin/suggestions. Kept when the shop or user goes, without them: a suggestion outlives its author.
create table suggestions (
  id integer generated always as identity primary key,
  -- The shop the user was working in; null when sent from a page outside any shop.
  shop_id integer references shops (id) on delete set null,
  user_id integer references users (id) on delete set null,
  body text not null check (length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);
create index suggestions_created on suggestions (created_at desc, id desc);
