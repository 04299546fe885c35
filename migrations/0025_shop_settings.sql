-- The shop's settings page (/account, issue 21 item 1, decision 027): money, languages, the report's
-- wording and print defaults, a version for optimistic concurrency, and the shop's own trail.

-- `language` was the customers' language as a bare tag (en, es, fr): it becomes customer_language, a culture
-- name (en-US, es-MX, fr-CA) the report reads by its primary tag. The staff get their own.
alter table shops rename column language to customer_language;
update shops set customer_language = case customer_language
  when 'es' then 'es-MX' when 'fr' then 'fr-CA' else 'en-US' end;
alter table shops alter column customer_language set default 'en-US';

alter table shops
  add constraint shops_customer_language_check check (customer_language ~ '^[a-z]{2,3}-[A-Z]{2}$'),
  add column staff_language text not null default 'en-US' check (staff_language ~ '^[a-z]{2,3}-[A-Z]{2}$'),
  -- ISO 4217; the code checks it against the engine's list (Intl.supportedValuesOf('currency')).
  add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- [{ "name": "Sales tax", "percent": 8.25 }, ...]: at most 5, each 0 to 100 percent.
  add column tax_rates jsonb not null default '[]' check (jsonb_typeof(tax_rates) = 'array'),
  -- The labour rate per hour in the shop's currency.
  add column labour_rate numeric(10, 2) not null default 0 check (labour_rate between 0 and 100000),
  -- The shop's wording of the report's e-mail and text message with {customerName}, {shopName},
  -- {vehicle}, {link}; '' keeps the app's words (in every report language).
  add column report_email_subject text not null default '' check (length(report_email_subject) <= 200),
  add column report_email_body text not null default '' check (length(report_email_body) <= 2000),
  add column report_sms_text text not null default '' check (length(report_sms_text) <= 320),
  -- The printed report's defaults when the request names none (modules/reports/report_options.ts).
  add column report_print_options jsonb not null default '{}' check (jsonb_typeof(report_print_options) = 'object'),
  -- Bumped by every settings save: a save read at an older version is a conflict, never an overwrite.
  add column version integer not null default 1;

-- The shop's trail: who changed which setting, from what to what.
create table shop_events (
  id bigint generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  at timestamptz not null default now(),
  user_id integer references users (id) on delete set null,
  -- As the person was called then.
  user_name text not null default '',
  kind text not null,
  summary text not null,
  details jsonb not null default '{}'
);
create index shop_events_shop on shop_events (shop_id, id);
