-- Likely duplicate customers (/customers/dedupe; decision 023) and their merge.

-- The keys two records of one person share, each as the candidate list computes it (find_duplicates.ts
-- writes the same expressions, so the planner reads these indexes): a phone number as its last ten digits
-- (E.164 "+15415550134", "541-555-0134" and "5415550134" are one number), an e-mail address in lower case,
-- a VIN in upper case, a plate as its letters and digits in upper case. Plain expression indexes: they need
-- no extension, so they work on Postgres and PGlite alike.
create index customers_shop_mobile_key
  on customers (shop_id, (right(regexp_replace(phone_mobile, '[^0-9]', '', 'g'), 10)))
  where phone_mobile <> '';
create index customers_shop_landline_key
  on customers (shop_id, (right(regexp_replace(phone_landline, '[^0-9]', '', 'g'), 10)))
  where phone_landline <> '';
create index customers_shop_email_key on customers (shop_id, (lower(btrim(email)))) where email <> '';
create index subjects_shop_vin_key on subjects (shop_id, (upper(btrim(vin))), customer_id) where vin <> '';
create index subjects_shop_plate_key
  on subjects (shop_id, (upper(regexp_replace(plate, '[^A-Za-z0-9]', '', 'g'))), customer_id)
  where plate <> '';

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
