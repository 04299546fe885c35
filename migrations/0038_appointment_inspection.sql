-- The inspection started from an appointment (issue 32: one tap from an appointment to an open checklist):
-- a second tap opens the same checklist instead of starting another, and the list says it was started. The
-- shop is part of the key, so an appointment can only name its own shop's inspection; an inspection deleted
-- leaves the appointment as it was before it was started.
alter table appointments
  add column inspection_id integer,
  add constraint appointments_inspection_fkey foreign key (shop_id, inspection_id)
    references inspections (shop_id, id) on delete set null (inspection_id);
