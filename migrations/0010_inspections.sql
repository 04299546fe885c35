-- Inspections, their checklist items and their event trail (issue 6; docs/inspections.md).

-- The work-order integration finds customers and vehicles by the shop system's keys.
alter table customers
  add column crm_key text not null default '',
  -- The shop's own customer number ("customerRef" in the add form's prefill).
  add column reference text not null default '';
create index customers_shop_crm_key on customers (shop_id, crm_key) where crm_key <> '';
create index customers_shop_phone on customers (shop_id, phone_mobile) where phone_mobile <> '';
create index customers_shop_company on customers (shop_id, lower(company_name) text_pattern_ops)
  where company_name <> '';
create index customers_shop_last_name_prefix on customers (shop_id, lower(last_name) text_pattern_ops);
create index customers_shop_first_name_prefix on customers (shop_id, lower(first_name) text_pattern_ops);

alter table subjects add column crm_key text not null default '';
create index subjects_shop_crm_key on subjects (shop_id, crm_key) where crm_key <> '';
create index subjects_shop_plate_prefix on subjects (shop_id, plate text_pattern_ops) where plate <> '';
create index subjects_shop_vin_prefix on subjects (shop_id, vin text_pattern_ops) where vin <> '';
-- Advisers read out the last six to eight characters of a VIN; reversed, a suffix is a prefix.
create index subjects_shop_vin_suffix on subjects (shop_id, reverse(vin) text_pattern_ops) where vin <> '';

create table inspections (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- The encrypted, authenticated id every address uses (encInspectionId); made once, so links stay stable.
  enc_id text unique,
  status text not null default 'created' check (status in
    ('created', 'inProgress', 'readyForAudit', 'audited', 'reportSent', 'viewed', 'closed')),
  inspection_type_id integer not null,
  -- What the type was called when the inspection was made: a renamed type does not rename old work.
  type_name text not null,
  customer_id integer,
  subject_id integer,
  ro_number text not null default '' check (length(ro_number) <= 40),
  crm_key_prefix text not null default '' check (length(crm_key_prefix) <= 40),
  crm_key text not null default '' check (length(crm_key) <= 80),
  -- The shop work-order system's id (/inspections/create?workOrderId=).
  work_order_id text not null default '' check (length(work_order_id) <= 80),
  odometer integer check (odometer between 0 and 9999999),
  odometer_unit text not null default 'mi' check (odometer_unit in ('mi', 'km', 'h')),
  notes text not null default '' check (length(notes) <= 4000),
  sales_pitch text not null default '' check (length(sales_pitch) <= 4000),
  report_options jsonb not null default '{}',
  manager_user_id integer references users (id) on delete set null,
  mechanic_user_id integer references users (id) on delete set null,
  created_by_user_id integer references users (id) on delete set null,
  -- Seconds staff spent on each screen, added up from the pages' timing calls.
  checklist_seconds integer not null default 0,
  audit_seconds integer not null default 0,
  report_seconds integer not null default 0,
  version integer not null default 1,
  checklist_done_at timestamptz,
  audited_at timestamptz,
  audited_by_user_id integer references users (id) on delete set null,
  report_sent_at timestamptz,
  first_viewed_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id),
  foreign key (shop_id, inspection_type_id) references inspection_types (shop_id, id),
  foreign key (shop_id, customer_id) references customers (shop_id, id) on delete set null (customer_id),
  foreign key (shop_id, subject_id) references subjects (shop_id, id) on delete set null (subject_id)
);
-- The list pages newest first, by status, by person, and a vehicle's history (carry-forward).
create index inspections_shop_created on inspections (shop_id, created_at desc, id desc);
create index inspections_shop_status_created on inspections (shop_id, status, created_at desc, id desc);
create index inspections_shop_mechanic on inspections (shop_id, mechanic_user_id, created_at desc);
create index inspections_shop_manager on inspections (shop_id, manager_user_id, created_at desc);
create index inspections_shop_creator on inspections (shop_id, created_by_user_id, created_at desc);
create index inspections_shop_subject on inspections (shop_id, subject_id, created_at desc);
create index inspections_shop_customer on inspections (shop_id, customer_id, created_at desc);
create index inspections_shop_ro on inspections (shop_id, lower(ro_number) text_pattern_ops) where ro_number <> '';
create index inspections_shop_work_order on inspections (shop_id, work_order_id) where work_order_id <> '';

-- One row per task of the inspection's checklist, made with the inspection. The task's name and the
-- finding's text are kept as recorded; the catalogue rows cannot be deleted while an item names them
-- (a catalogue delete becomes a deactivation, decision 011).
create table inspection_items (
  shop_id integer not null,
  inspection_id integer not null,
  task_id integer not null,
  task_name text not null,
  category_name text not null,
  -- Raised by every save; a save names the version it read and is refused when another came first.
  item_version integer not null default 1,
  result text not null default 'none' check (result in ('none', 'pass', 'warn', 'fail', 'nota')),
  conclusion_id integer,
  finding_text text not null default '',
  notes text not null default '' check (length(notes) <= 4000),
  sold boolean not null default false,
  -- Labour hours the recommended work takes (the audit's "labor").
  time numeric(6, 2) check (time >= 0),
  price numeric(10, 2) check (price >= 0),
  priority_id integer,
  value1 text not null default '',
  value2 text not null default '',
  value3 text not null default '',
  value4 text not null default '',
  updated_by_user_id integer references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (inspection_id, task_id),
  foreign key (shop_id, inspection_id) references inspections (shop_id, id) on delete cascade,
  foreign key (shop_id, task_id) references tasks (shop_id, id) on delete restrict,
  foreign key (shop_id, conclusion_id) references findings (shop_id, id) on delete restrict,
  foreign key (shop_id, priority_id) references priorities (shop_id, id) on delete restrict
);
create index inspection_items_task on inspection_items (task_id);
create index inspection_items_conclusion on inspection_items (conclusion_id) where conclusion_id is not null;

-- Every change to an inspection: who, when, what, from which page. Written in the change's transaction.
create table inspection_events (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  inspection_id integer not null,
  at timestamptz not null default now(),
  user_id integer references users (id) on delete set null,
  -- As the person was called then (and who was at the keyboard while impersonating).
  user_name text not null default '',
  kind text not null,
  -- The page the change was made from (its path), or '' for the API and jobs.
  page text not null default '',
  summary text not null,
  details jsonb not null default '{}',
  foreign key (shop_id, inspection_id) references inspections (shop_id, id) on delete cascade
);
create index inspection_events_inspection on inspection_events (inspection_id, id);
