-- The trails say what happened as a catalogue message and its values (decision 028), so a page writes it in
-- its reader's staff language with the shop's wording: the inspection's events page, the customer's and the
-- vehicle's pages for the customers' trail, and /account for the shop's own trail. The finished en-US
-- sentence stays in summary: for rows written before (message null) and for the readers of the text.
alter table inspection_events add column message jsonb;
alter table customer_events add column message jsonb;
alter table shop_events add column message jsonb;
