-- Likely duplicate customers (/customers/dedupe; decision 023) and their merge.

-- The keys two records of one person share, kept beside what was typed (computed by the database on every
-- write, so no code path can forget them, and read by the candidate list without recomputing 100,000 of
-- them): a phone number as its last ten digits (E.164 "+15415550134", "541-555-0134" and "5415550134" are
-- one number), an e-mail address trimmed in lower case, a VIN in upper case, a plate as its letters and
-- digits in upper case. Plain generated columns and indexes: no extension, so Postgres and PGlite alike.
alter table customers
  add column phone_mobile_key text not null
    generated always as (right(regexp_replace(phone_mobile, '[^0-9]', '', 'g'), 10)) stored,
  add column phone_landline_key text not null
    generated always as (right(regexp_replace(phone_landline, '[^0-9]', '', 'g'), 10)) stored,
  add column email_key text not null generated always as (lower(btrim(email))) stored;
alter table subjects
  add column vin_key text not null generated always as (upper(btrim(vin))) stored,
  add column plate_key text not null
    generated always as (upper(regexp_replace(plate, '[^A-Za-z0-9]', '', 'g'))) stored;
-- A number, an address, a car however it was typed: "who else has it" for the merge's checks and lookups.
create index customers_shop_mobile_key on customers (shop_id, phone_mobile_key) where phone_mobile_key <> '';
create index customers_shop_landline_key on customers (shop_id, phone_landline_key)
  where phone_landline_key <> '';
create index customers_shop_email_key on customers (shop_id, email_key) where email_key <> '';
create index subjects_shop_vin_key on subjects (shop_id, vin_key) where vin_key <> '';
create index subjects_shop_plate_key on subjects (shop_id, plate_key) where plate_key <> '';

-- A customer is deleted only by a merge, after everything that points at them has been moved to the customer
-- who keeps it. "On delete set null" would let a merge that missed a reference quietly cut vehicles or
-- inspections loose from their customer; without it the delete fails and the merge writes nothing.
alter table subjects
  drop constraint subjects_shop_id_customer_id_fkey,
  add constraint subjects_shop_id_customer_id_fkey
    foreign key (shop_id, customer_id) references customers (shop_id, id);
alter table inspections
  drop constraint inspections_shop_id_customer_id_fkey,
  add constraint inspections_shop_id_customer_id_fkey
    foreign key (shop_id, customer_id) references customers (shop_id, id);
