-- Customers and vehicles (issue 20): the rest of seed 000's vehicle history record on subjects, the shop's
-- country for reading phone numbers typed without a country code, and the customers' trail.

-- What a VIN decode or a vehicle-history provider tells about a vehicle, and what staff type: free text,
-- '' when unknown. "type" is the body class (Sport Utility Vehicle...), "size" the weight class or seats.
alter table subjects
  add column trim text not null default '' check (length(trim) <= 120),
  add column style text not null default '' check (length(style) <= 120),
  add column vehicle_type text not null default '' check (length(vehicle_type) <= 120),
  add column size text not null default '' check (length(size) <= 120),
  add column engine text not null default '' check (length(engine) <= 200),
  add column transmission text not null default '' check (length(transmission) <= 120),
  add column color_desc text not null default '' check (length(color_desc) <= 120);

-- ISO 3166-1 alpha-2: the country a phone number typed without its country code belongs to.
alter table shops add column country text not null default 'US' check (country ~ '^[A-Z]{2}$');

-- Every change to a customer or one of their vehicles that is not an edit of a field of one form: a merge, a
-- vehicle transfer, a number corrected when a report was sent, an opt-out. Written in the change's own
-- transaction. customer_id and subject_id are plain numbers, not references: the trail of a merged-away
-- customer stays readable after that customer is gone.
create table customer_events (
  id bigint generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  customer_id integer,
  subject_id integer,
  at timestamptz not null default now(),
  user_id integer references users (id) on delete set null,
  -- As the person was called then ('' for the system: an inbound STOP, a job).
  user_name text not null default '',
  kind text not null,
  summary text not null,
  details jsonb not null default '{}'
);
create index customer_events_customer on customer_events (shop_id, customer_id, id);
create index customer_events_subject on customer_events (shop_id, subject_id, id) where subject_id is not null;
