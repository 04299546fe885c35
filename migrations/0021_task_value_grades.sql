-- Units and grades of a task's values (docs/inspections/checklist.md, "Units and ranges"). value_units[i]
-- is the unit of value i+1 ('' none); value_grades[i] is its green/yellow/red ranges, each
-- {"grade", "min", "max"} with both ends included and null for an open end. A task saved before this has
-- shorter arrays: a value without an entry has no unit and no ranges. The view catalog_task_rows (0020) is
-- unchanged: the row rules the item saves run do not grade, a grade only suggests a result on the page.
alter table tasks
  add column value_units text[] not null default '{}',
  add column value_grades jsonb not null default '[]',
  -- The task's findings a yellow and a red value suggest; checked to be the task's own by the task form.
  add column yellow_finding_id integer,
  add column red_finding_id integer,
  add constraint tasks_value_units check (
    cardinality(value_units) <= 4 and value_units <@ array['', 'mm', '32nds', 'psi', '%', 'V', 'mi', 'km']::text[]),
  add constraint tasks_value_grades check (jsonb_typeof(value_grades) = 'array' and jsonb_array_length(value_grades) <= 4),
  add constraint tasks_yellow_finding foreign key (shop_id, yellow_finding_id)
    references findings (shop_id, id) on delete set null (yellow_finding_id),
  add constraint tasks_red_finding foreign key (shop_id, red_finding_id)
    references findings (shop_id, id) on delete set null (red_finding_id);
