-- What shops publishes for the modules above it to join in their lists (decision 017). Only shops reads or
-- writes its tables. Each view is a plain projection, so the planner reads through it to the tables'
-- indexes (the inspections list's prefix search keeps its plans).

-- A shop as other modules name it: its address, name, kind and group.
create view shops_directory as
  select id, uri_name, name, kind, parent_shop_id
  from shops;

-- A customer as an inspection shows them; customer_name is the one way a customer is named in a list.
create view shops_customer_names as
  select shop_id, id, first_name, last_name, company_name, email, phone_mobile, phone_landline, version,
         coalesce(nullif(btrim(first_name || ' ' || last_name), ''), company_name, '') as customer_name
  from customers;

-- A vehicle as an inspection shows it; vehicle_name is the one way a vehicle is named in a list.
create view shops_vehicle_names as
  select shop_id, id, customer_id, model_year, make, model, vin, plate, plate_issuer, version,
         coalesce(btrim(concat_ws(' ', model_year::text, nullif(make, ''), nullif(model, ''))), '')
           as vehicle_name
  from subjects;
