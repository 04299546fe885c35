-- What catalog publishes for the modules above it to join in their lists (decision 017). Only catalog reads
-- or writes its tables.

-- Each task with its category and the settings a checklist row obeys, in the shop's order: an inspection's
-- items are listed by category_sort_order, category_id, task_sort_order, task_id.
create view catalog_task_rows as
  select t.shop_id, t.id as task_id, t.category_id, c.name as category_name,
         c.sort_order as category_sort_order, t.sort_order as task_sort_order,
         t.task_type, t.conclusion_mode, t.media_mode, t.notes_mode, t.value_mode, t.value_labels,
         t.value_input_types
  from tasks t
  join categories c on c.shop_id = t.shop_id and c.id = t.category_id;
