-- The inspections list's search (issue 6; docs/inspections/list_and_add.md): a vehicle is also found by the
-- start of its make or model ("hon", "civ"), which 0010 left without an index.
create index subjects_shop_make_prefix on subjects (shop_id, lower(make) text_pattern_ops) where make <> '';
create index subjects_shop_model_prefix on subjects (shop_id, lower(model) text_pattern_ops) where model <> '';
