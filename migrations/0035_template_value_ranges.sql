-- Ranges and units on every measured task of the four shop-type templates (issue 32, docs/inspections/checklist.md,
-- "Units and ranges"). More units ("in", "°F", "CCA", and "s" and "in H₂O" for a fleet's air and intake
-- tests), and what a value is graded against: value_percent_of[i] is the number (1-4) of the value that value
-- i+1 is measured as a whole percentage of (a battery's measured CCA of its rated CCA, an oven's measured
-- temperature of its setting), 0 when the ranges grade the reading itself. A task saved before this has a
-- shorter array: its values are graded by themselves.
alter table tasks drop constraint tasks_value_units;
alter table tasks
  add column value_percent_of smallint[] not null default '{}',
  add constraint tasks_value_units check (
    cardinality(value_units) <= 4 and value_units <@ array['', 'mm', '32nds', 'psi', '%', 'V', 'mi', 'km', 'in', '°F',
      'CCA', 's', 'in H₂O']::text[]),
  add constraint tasks_value_percent_of check (
    cardinality(value_percent_of) <= 4 and value_percent_of <@ array[0, 1, 2, 3, 4]::smallint[]);

-- A shop that added a template before gets the template's new ranges, units and suggested findings on a task
-- only where that is safe: the task still records exactly the values the template gave it (same labels and
-- input types, no units and no ranges of the shop's own), found by its name in any shop, template shops
-- included (a built-in template is installed once, not replaced). A finding the shop already chose for a
-- yellow or red value is kept. Recorded items are untouched: a value keeps its place, only its label loses the
-- unit it carried ("Freeze point (°F)" is "Freeze point", in °F).

-- Heater, A/C and defroster
update tasks t set
  value_labels = array['Center vent']::text[],
  value_input_types = array['number']::text[],
  value_units = array['°F']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":50},{"grade":"yellow","min":50.1,"max":60},{"grade":"red","min":60.1,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('A/C not cooling well') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('A/C not cooling well') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Heater, A/C and defroster')
  and t.value_labels = array['Center vent (°F)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Coolant level and freeze protection
update tasks t set
  value_labels = array['Freeze point']::text[],
  value_input_types = array['number']::text[],
  value_units = array['°F']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":-30},{"grade":"yellow","min":-29.9,"max":-15},{"grade":"red","min":-14.9,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Freeze protection too weak') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Freeze protection too weak') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Coolant level and freeze protection')
  and t.value_labels = array['Freeze point (°F)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Battery test
update tasks t set
  value_labels = array['Measured CCA', 'Rated CCA', 'Voltage']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['CCA', 'CCA', 'V']::text[],
  value_grades = '[[{"grade":"green","min":80,"max":null},{"grade":"yellow","min":60,"max":79},{"grade":"red","min":null,"max":59}],[],[{"grade":"green","min":12.4,"max":13.2},{"grade":"yellow","min":12,"max":12.39},{"grade":"red","min":0,"max":11.99}]]'::jsonb,
  value_percent_of = array[2, 0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Battery weak') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Battery failed the test') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Battery test')
  and t.value_labels = array['Measured CCA', 'Rated CCA', 'Voltage']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Rotors and drums
update tasks t set
  value_labels = array['Thinnest rotor', 'Its minimum thickness']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['mm', 'mm']::text[],
  value_grades = '[[{"grade":"green","min":103,"max":null},{"grade":"yellow","min":100,"max":102},{"grade":"red","min":null,"max":99}],[]]'::jsonb,
  value_percent_of = array[2, 0]::smallint[],
  value_mode = 'optional',
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Rotors grooved or worn thin') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Rotors below minimum thickness') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Rotors and drums')
  and t.value_labels = '{}'::text[]
  and t.value_input_types = '{}'::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[]
  and t.value_mode = 'none';

-- Mileage and last service
update tasks t set
  value_labels = array['Mileage', 'Last service mileage']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['mi', 'mi']::text[],
  value_grades = '[[],[]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Mileage and last service')
  and t.value_labels = array['Mileage', 'Last service mileage']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Oil and filter changed
update tasks t set
  value_labels = array['Oil grade', 'Quarts', 'Next service mileage']::text[],
  value_input_types = array['text', 'number', 'number']::text[],
  value_units = array['', '', 'mi']::text[],
  value_grades = '[[],[],[]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Oil and filter changed')
  and t.value_labels = array['Oil grade', 'Quarts', 'Next service mileage']::text[]
  and t.value_input_types = array['text', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Gauges and warning lights
update tasks t set
  value_labels = array['Odometer', 'Engine hours']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['mi', '']::text[],
  value_grades = '[[],[]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Gauges and warning lights')
  and t.value_labels = array['Odometer (mi)', 'Engine hours']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Steering wheel free play
update tasks t set
  value_labels = array['Free play']::text[],
  value_input_types = array['number']::text[],
  value_units = array['in']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":1.5},{"grade":"yellow","min":1.51,"max":2},{"grade":"red","min":2.01,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Steering free play near the limit') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Steering free play over the limit') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Steering wheel free play')
  and t.value_labels = array['Free play (in)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Air pressure build-up and low-air warning
update tasks t set
  value_labels = array['Build-up 85–100 psi', 'Governor cut-out', 'Low-air warning']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['s', 'psi', 'psi']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":45},{"grade":"red","min":45.1,"max":null}],[{"grade":"green","min":120,"max":135},{"grade":"yellow","min":null,"max":119.9},{"grade":"yellow","min":135.1,"max":null}],[{"grade":"green","min":55,"max":null},{"grade":"red","min":null,"max":54.9}]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Governor out of adjustment') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Air pressure build-up and low-air warning')
  and t.value_labels = array['Build-up 85–100 psi (s)', 'Governor cut-out (psi)', 'Low-air warning (psi)']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Air leak-down test
update tasks t set
  value_labels = array['Released loss in 1 min', 'Applied loss in 1 min']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['psi', 'psi']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":2},{"grade":"yellow","min":2.1,"max":3},{"grade":"red","min":3.1,"max":null}],[{"grade":"green","min":null,"max":3},{"grade":"yellow","min":3.1,"max":4},{"grade":"red","min":4.1,"max":null}]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Air leak over the limit') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Air leak-down test')
  and t.value_labels = array['Released loss in 1 min (psi)', 'Applied loss in 1 min (psi)']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Oil and filters changed
update tasks t set
  value_labels = array['Oil grade', 'Gallons', 'Next PM']::text[],
  value_input_types = array['text', 'number', 'number']::text[],
  value_units = array['', '', 'mi']::text[],
  value_grades = '[[],[],[]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Oil and filters changed')
  and t.value_labels = array['Oil grade', 'Gallons', 'Next PM (mi)']::text[]
  and t.value_input_types = array['text', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Coolant level and condition
update tasks t set
  value_labels = array['Freeze point']::text[],
  value_input_types = array['number']::text[],
  value_units = array['°F']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":-30},{"grade":"yellow","min":-29.9,"max":-15},{"grade":"red","min":-14.9,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Freeze protection too weak') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Freeze protection too weak') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Coolant level and condition')
  and t.value_labels = array['Freeze point (°F)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Engine air filter restriction
update tasks t set
  value_labels = array['Restriction']::text[],
  value_input_types = array['number']::text[],
  value_units = array['in H₂O']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":20},{"grade":"yellow","min":20.1,"max":24.9},{"grade":"red","min":25,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Air filter at restriction limit') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Air filter at restriction limit') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Engine air filter restriction')
  and t.value_labels = array['Restriction (in H2O)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- DEF level and quality
update tasks t set
  value_labels = array['Tank level', 'Concentration']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['%', '%']::text[],
  value_grades = '[[],[{"grade":"green","min":31.8,"max":33.2},{"grade":"yellow","min":30,"max":31.7},{"grade":"yellow","min":33.3,"max":35},{"grade":"red","min":null,"max":29.9},{"grade":"red","min":35.1,"max":null}]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('DEF diluted or contaminated') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('DEF diluted or contaminated') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('DEF level and quality')
  and t.value_labels = array['Tank level (%)', 'Concentration (%)']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- DPF soot and ash load
update tasks t set
  value_labels = array['Soot load', 'Ash load', 'Miles since regeneration']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['%', '%', 'mi']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":70},{"grade":"yellow","min":70.1,"max":85},{"grade":"red","min":85.1,"max":null}],[{"grade":"green","min":null,"max":79.9},{"grade":"yellow","min":80,"max":null}],[]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('High soot load') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('DPF soot and ash load')
  and t.value_labels = array['Soot load (%)', 'Ash load (%)', 'Miles since regeneration']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Kingpins and steer axle
update tasks t set
  value_labels = array['Kingpin play']::text[],
  value_input_types = array['number']::text[],
  value_units = array['in']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":0.01},{"grade":"yellow","min":0.011,"max":0.015},{"grade":"red","min":0.016,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Kingpin worn') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Kingpins and steer axle')
  and t.value_labels = array['Kingpin play (in)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Pushrod stroke
update tasks t set
  value_labels = array['Steer axle, longest', 'Drive axles, longest', 'Trailer axles, longest']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['in', 'in', 'in']::text[],
  value_grades = '[[{"grade":"green","min":null,"max":1.75},{"grade":"yellow","min":1.76,"max":2},{"grade":"red","min":2.01,"max":null}],[{"grade":"green","min":null,"max":1.75},{"grade":"yellow","min":1.76,"max":2},{"grade":"red","min":2.01,"max":null}],[{"grade":"green","min":null,"max":1.75},{"grade":"yellow","min":1.76,"max":2},{"grade":"red","min":2.01,"max":null}]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Stroke close to the limit') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Brake out of adjustment') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Pushrod stroke')
  and t.value_labels = array['Steer axle, longest (in)', 'Drive axles, longest (in)', 'Trailer axles, longest (in)']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Brake linings
update tasks t set
  value_labels = array['Steer, thinnest', 'Drive, thinnest', 'Trailer, thinnest']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['in', 'in', 'in']::text[],
  value_grades = '[[{"grade":"green","min":0.375,"max":null},{"grade":"yellow","min":0.25,"max":0.374},{"grade":"red","min":null,"max":0.249}],[{"grade":"green","min":0.375,"max":null},{"grade":"yellow","min":0.25,"max":0.374},{"grade":"red","min":null,"max":0.249}],[{"grade":"green","min":0.375,"max":null},{"grade":"yellow","min":0.25,"max":0.374},{"grade":"red","min":null,"max":0.249}]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Linings getting thin') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Linings below the minimum') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Brake linings')
  and t.value_labels = array['Steer, thinnest (in)', 'Drive, thinnest (in)', 'Trailer, thinnest (in)']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Steer tire tread depth
update tasks t set
  value_labels = array['Left', 'Right']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['32nds', '32nds']::text[],
  value_grades = '[[{"grade":"green","min":6,"max":null},{"grade":"yellow","min":4,"max":5},{"grade":"red","min":null,"max":3}],[{"grade":"green","min":6,"max":null},{"grade":"yellow","min":4,"max":5},{"grade":"red","min":null,"max":3}]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Steer tire near the limit') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Steer tire below 4/32') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Steer tire tread depth')
  and t.value_labels = array['Left', 'Right']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Drive and trailer tire tread depth
update tasks t set
  value_labels = array['Drive, lowest', 'Trailer, lowest']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['32nds', '32nds']::text[],
  value_grades = '[[{"grade":"green","min":4,"max":null},{"grade":"yellow","min":2,"max":3},{"grade":"red","min":null,"max":1}],[{"grade":"green","min":4,"max":null},{"grade":"yellow","min":2,"max":3},{"grade":"red","min":null,"max":1}]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Tires near the limit') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Tire below 2/32') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Drive and trailer tire tread depth')
  and t.value_labels = array['Drive, lowest', 'Trailer, lowest']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Tire condition and pressure
update tasks t set
  value_labels = array['Steer', 'Drive', 'Trailer']::text[],
  value_input_types = array['number', 'number', 'number']::text[],
  value_units = array['psi', 'psi', 'psi']::text[],
  value_grades = '[[{"grade":"green","min":90,"max":120},{"grade":"yellow","min":80,"max":89},{"grade":"yellow","min":120.1,"max":130},{"grade":"red","min":null,"max":79},{"grade":"red","min":130.1,"max":null}],[{"grade":"green","min":90,"max":120},{"grade":"yellow","min":80,"max":89},{"grade":"yellow","min":120.1,"max":130},{"grade":"red","min":null,"max":79},{"grade":"red","min":130.1,"max":null}],[{"grade":"green","min":90,"max":120},{"grade":"yellow","min":80,"max":89},{"grade":"yellow","min":120.1,"max":130},{"grade":"red","min":null,"max":79},{"grade":"red","min":130.1,"max":null}]]'::jsonb,
  value_percent_of = array[0, 0, 0]::smallint[],
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Tire underinflated') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Tire condition and pressure')
  and t.value_labels = array['Steer psi', 'Drive psi', 'Trailer psi']::text[]
  and t.value_input_types = array['number', 'number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Cooling temperatures
update tasks t set
  value_labels = array['Fresh food', 'Freezer']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['°F', '°F']::text[],
  value_grades = '[[{"grade":"green","min":33,"max":40},{"grade":"yellow","min":null,"max":32},{"grade":"red","min":40.1,"max":null}],[{"grade":"green","min":null,"max":5},{"grade":"yellow","min":5.1,"max":10},{"grade":"red","min":10.1,"max":null}]]'::jsonb,
  value_percent_of = array[0, 0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Cooling temperatures')
  and t.value_labels = array['Fresh food (°F)', 'Freezer (°F)']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Heat source and exhaust temperature
update tasks t set
  value_labels = array['Exhaust temperature']::text[],
  value_input_types = array['number']::text[],
  value_units = array['°F']::text[],
  value_grades = '[[{"grade":"green","min":120,"max":165},{"grade":"yellow","min":100,"max":119},{"grade":"yellow","min":165.1,"max":180},{"grade":"red","min":null,"max":99},{"grade":"red","min":180.1,"max":null}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  updated_at = now()
where lower(t.name) = lower('Heat source and exhaust temperature')
  and t.value_labels = array['Exhaust temperature (°F)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Wash water temperature
update tasks t set
  value_labels = array['Water temperature']::text[],
  value_input_types = array['number']::text[],
  value_units = array['°F']::text[],
  value_grades = '[[{"grade":"green","min":120,"max":null},{"grade":"yellow","min":110,"max":119},{"grade":"red","min":null,"max":109}]]'::jsonb,
  value_percent_of = array[0]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Water not hot enough') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Water not hot enough') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Wash water temperature')
  and t.value_labels = array['Water temperature (°F)']::text[]
  and t.value_input_types = array['number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

-- Oven temperature
update tasks t set
  value_labels = array['Set', 'Measured']::text[],
  value_input_types = array['number', 'number']::text[],
  value_units = array['°F', '°F']::text[],
  value_grades = '[[],[{"grade":"green","min":95,"max":105},{"grade":"yellow","min":90,"max":94},{"grade":"yellow","min":106,"max":110},{"grade":"red","min":null,"max":89},{"grade":"red","min":111,"max":null}]]'::jsonb,
  value_percent_of = array[0, 1]::smallint[],
  yellow_finding_id = coalesce(yellow_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Oven temperature off') and f.status <> 'archived' order by f.id limit 1)),
  red_finding_id = coalesce(red_finding_id, (select f.id from findings f where f.shop_id = t.shop_id and f.task_id = t.id
      and lower(f.text) = lower('Oven temperature off') and f.status <> 'archived' order by f.id limit 1)),
  updated_at = now()
where lower(t.name) = lower('Oven temperature')
  and t.value_labels = array['Set (°F)', 'Measured (°F)']::text[]
  and t.value_input_types = array['number', 'number']::text[]
  and not jsonb_path_exists(t.value_grades, '$[*][*]')
  and array_remove(t.value_units, '') = '{}'::text[];

