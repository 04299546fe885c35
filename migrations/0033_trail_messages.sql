-- The inspection's trail says what happened as a catalogue message and its values (decision 028), so the
-- events page writes it in its reader's staff language with the shop's wording. The finished en-US sentence
-- stays in summary: for rows written before (message null) and for the readers of the text.
alter table inspection_events add column message jsonb;
