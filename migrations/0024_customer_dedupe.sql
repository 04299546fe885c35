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

-- How many records (a customer's number or address, a customer's vehicle) carry each key, kept by the
-- triggers below on every write: the candidate list reads only the keys two or more records share, found
-- through the partial index, instead of grouping the whole shop's keys (seconds at 100,000 customers on
-- PGlite). A key is prefixed with what it is: p (a number, mobile or landline alike), e, v (VIN), l (plate).
create table customer_key_counts (
  shop_id integer not null references shops (id) on delete cascade,
  key text not null,
  records integer not null,
  primary key (shop_id, key)
);
create index customer_key_counts_shared on customer_key_counts (shop_id, key) where records >= 2;

-- A decrement never adds a row: when a shop is deleted its counts may already be gone.
create function customer_key_count(shop integer, counted text, delta integer) returns void
language plpgsql as $$
begin
  if delta > 0 then
    insert into customer_key_counts (shop_id, key, records) values (shop, counted, delta)
    on conflict (shop_id, key) do update set records = customer_key_counts.records + excluded.records;
  else
    update customer_key_counts set records = records + delta where shop_id = shop and key = counted;
  end if;
end
$$;

-- The keys a record counts under: a number of seven digits or more, any address, a VIN of eight characters
-- or more, a plate of two or more. The candidate list relies on these being the only keys counted.
create function customer_keys_of(mobile text, landline text, email text) returns setof text
language sql immutable as $$
  select 'p' || mobile where length(mobile) >= 7
  union all select 'p' || landline where length(landline) >= 7
  union all select 'e' || email where email <> ''
$$;
create function vehicle_keys_of(customer integer, vin text, plate text) returns setof text
language sql immutable as $$
  select 'v' || vin where customer is not null and length(vin) >= 8
  union all select 'l' || plate where customer is not null and length(plate) >= 2
$$;

-- A save that leaves the keys as they were (most saves: a name, a note) writes no counts.
create function customers_count_keys() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (old.phone_mobile_key, old.phone_landline_key, old.email_key)
    is not distinct from (new.phone_mobile_key, new.phone_landline_key, new.email_key) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform customer_key_count(old.shop_id, k, -1)
    from customer_keys_of(old.phone_mobile_key, old.phone_landline_key, old.email_key) as k;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform customer_key_count(new.shop_id, k, 1)
    from customer_keys_of(new.phone_mobile_key, new.phone_landline_key, new.email_key) as k;
  end if;
  return null;
end
$$;
create trigger customers_count_keys after insert or delete or update of phone_mobile, phone_landline, email
  on customers for each row execute function customers_count_keys();

create function subjects_count_keys() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (old.customer_id, old.vin_key, old.plate_key)
    is not distinct from (new.customer_id, new.vin_key, new.plate_key) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform customer_key_count(old.shop_id, k, -1) from vehicle_keys_of(old.customer_id, old.vin_key, old.plate_key) as k;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform customer_key_count(new.shop_id, k, 1) from vehicle_keys_of(new.customer_id, new.vin_key, new.plate_key) as k;
  end if;
  return null;
end
$$;
create trigger subjects_count_keys after insert or delete or update of vin, plate, customer_id
  on subjects for each row execute function subjects_count_keys();

-- A shop's counts made again from its records: the first fill below, and a bulk import (the bench seeds
-- 100,000 customers with the triggers off, then counts once).
create function customer_key_recount(shop integer) returns void language sql as $$
  delete from customer_key_counts where shop_id = shop;
  insert into customer_key_counts (shop_id, key, records)
  select shop, key, count(*)::int from (
    select k.key from customers c
    cross join lateral customer_keys_of(c.phone_mobile_key, c.phone_landline_key, c.email_key) as k(key)
    where c.shop_id = shop
    union all
    select k.key from subjects s
    cross join lateral vehicle_keys_of(s.customer_id, s.vin_key, s.plate_key) as k(key)
    where s.shop_id = shop
  ) keyed
  group by key;
$$;

select customer_key_recount(id) from shops;
