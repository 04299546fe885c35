-- The customer report (issue 8; docs/reports.md): what the report shows of the shop, when the customer
-- opened it, and the customer's answers to the recommended work.

-- The shop's contact as the report shows it (the call button dials phone). accent_color tints the report's
-- heading and buttons; '' keeps the app's own colour.
alter table shops
  add column phone text not null default '' check (length(phone) <= 40),
  add column email text not null default '' check (length(email) <= 254),
  add column address text not null default '' check (length(address) <= 300),
  add column website text not null default '' check (length(website) <= 200),
  add column accent_color text not null default '' check (accent_color ~ '^(#[0-9a-f]{6})?$');

-- View tracking: first_viewed_at is in 0010; the last opening and how many times.
alter table inspections
  add column last_viewed_at timestamptz,
  add column view_count integer not null default 0;

-- Each time the customer sends answers from the report: when, an optional note, the name typed and an
-- optional drawn signature (an SVG path in the report's 600 x 200 box, so it is small and cannot carry
-- markup).
create table report_responses (
  id integer generated always as identity primary key,
  shop_id integer not null,
  inspection_id integer not null,
  at timestamptz not null default now(),
  note text not null default '' check (length(note) <= 2000),
  signed_name text not null default '' check (length(signed_name) <= 120),
  signature_path text not null default '' check (length(signature_path) <= 20000
    and signature_path ~ '^[MLml0-9 .-]*$'),
  foreign key (shop_id, inspection_id) references inspections (shop_id, id) on delete cascade
);
create index report_responses_inspection on report_responses (inspection_id, id);

-- The customer's present answer per recommended item. Answering again replaces it (the response that last
-- changed it is kept); the same answer again changes nothing, so a double tap or a resent form is harmless.
create table report_answers (
  shop_id integer not null,
  inspection_id integer not null,
  task_id integer not null,
  answer text not null check (answer in ('approved', 'declined')),
  answered_at timestamptz not null default now(),
  response_id integer not null references report_responses (id) on delete cascade,
  primary key (inspection_id, task_id),
  foreign key (shop_id, inspection_id) references inspections (shop_id, id) on delete cascade
);
