-- The shop's appointments, imported from its calendar (.ics) or its shop system's CSV export (/appt-list,
-- issue 21 item 4, decision 030). A copy of what the file said, kept as text: nothing here is a customer or a
-- vehicle of the shop until someone starts an inspection from it.
create table appointments (
  id bigint generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at >= starts_at),
  -- A day without a time (an all-day event, a CSV row with a date only): starts_at is the day's start in the
  -- shop's time zone, ends_at the next day's.
  all_day boolean not null default false,
  -- "Smith, John" and "John Smith" alike become first and last name, as the add form's prefill takes them.
  customer_first_name text not null default '' check (length(customer_first_name) <= 80),
  customer_last_name text not null default '' check (length(customer_last_name) <= 80),
  customer_phone text not null default '' check (length(customer_phone) <= 40),
  customer_email text not null default '' check (length(customer_email) <= 254),
  vehicle_year text not null default '' check (length(vehicle_year) <= 4),
  vehicle_make text not null default '' check (length(vehicle_make) <= 60),
  vehicle_model text not null default '' check (length(vehicle_model) <= 80),
  vehicle_plate text not null default '' check (length(vehicle_plate) <= 20),
  vehicle_vin text not null default '' check (length(vehicle_vin) <= 17),
  concern text not null default '' check (length(concern) <= 4000),
  source text not null check (source in ('ics', 'csv')),
  -- What makes a second import of the same file add nothing: an event's UID and occurrence (its
  -- RECURRENCE-ID, or DTSTART when it does not repeat), a CSV row's appointment id, or else a hash of the row.
  import_key text not null check (length(import_key) between 1 and 600),
  imported_at timestamptz not null default now(),
  unique (shop_id, import_key)
);
-- The list: the shop's appointments from today on, in time order.
create index appointments_shop_starts on appointments (shop_id, starts_at);
