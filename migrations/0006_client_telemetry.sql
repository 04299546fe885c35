-- What browsers tell us about themselves: uncaught errors (POST /ajax/misc/errors and its last-resort beacon)
-- and page-open tracking events (POST /ajax/misc/page-open). Both are diagnostics, not records: a nightly
-- job drops error reports after 30 days and tracking events after 90. No foreign keys: these tables belong
-- to the platform, which sits below shops and accounts, and a report outlives a deleted user or shop.
create table client_error_reports (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  -- 'report': the full report; 'beacon': the last resort when the report itself failed.
  kind text not null check (kind in ('report', 'beacon')),
  request_id text not null,
  -- The signed-in user, and the shop whose page it was when they may act there.
  user_id integer,
  shop_id integer,
  client_ip text not null default '',
  user_agent text not null default '' check (length(user_agent) <= 1000),
  -- Copied out of the report for the admin listing; the report keeps every field, each trimmed.
  level text not null default '' check (length(level) <= 40),
  message text not null default '' check (length(message) <= 4200),
  document_url text not null default '' check (length(document_url) <= 4200),
  report jsonb not null check (jsonb_typeof(report) = 'object')
);
create index client_error_reports_received on client_error_reports (received_at desc, id desc);

create table page_open_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  page_name text not null check (page_name in
    ('inspectionChecklist', 'inspectionDetails', 'customerInspectionReport', 'printedInspectionReport')),
  page_event text not null check (length(page_event) between 1 and 40),
  send_mode text not null check (send_mode in ('fetch', 'fetch-keep-alive', 'beacon')),
  page_load_id text not null check (length(page_load_id) between 1 and 100),
  location text not null check (length(location) <= 2000),
  -- Browser clock, milliseconds since 1970: when the page's tracking started and when this event was sent.
  init_time bigint not null,
  client_utc_ms bigint not null,
  args jsonb,
  user_id integer,
  shop_id integer,
  request_id text not null
);
create index page_open_events_load on page_open_events (page_load_id, id);
create index page_open_events_received on page_open_events (received_at);
