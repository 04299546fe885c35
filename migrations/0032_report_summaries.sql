-- The daily or weekly summary e-mail of the shop's numbers (issue 22, docs/decisions/034-staff-reports.md):
-- who asked for it, how often, the secret of their one-click unsubscribe link, and the last period sent, so
-- several workers send each period once (the job claims a period by moving last_period in one update).
create table report_subscriptions (
  shop_id integer not null references shops (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  period text not null check (period in ('daily', 'weekly')),
  unsubscribe_token text not null unique check (length(unsubscribe_token) between 20 and 100),
  -- The first day of the last period summarised (YYYY-MM-DD in the shop's time zone); null before the first.
  last_period text check (last_period ~ '^\d{4}-\d{2}-\d{2}$'),
  created_at timestamptz not null default now(),
  primary key (shop_id, user_id)
);

-- A shop's time zone, for the modules above that work across shops (the summary job finds whose day ended).
create or replace view shops_directory as
  select id, uri_name, name, kind, parent_shop_id, time_zone
  from shops;
