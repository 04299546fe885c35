-- The staff reports (issue 22, docs/decisions/034-staff-reports.md) read the shop's work through views its
-- owners publish (decision 017): inspections publishes its inspections and items as facts, media the photos
-- and videos of inspections, shops a customer's contact preference. Each view is a plain projection (media's
-- keeps only what a report counts), so the planner reads through it to the tables' indexes.

-- An inspection as the reports count it: who worked it, its type, and when each step happened.
create view inspections_facts as
  select shop_id, id, enc_id, status, inspection_type_id, type_name, customer_id, subject_id, ro_number,
         work_order_id, manager_user_id, mechanic_user_id, created_by_user_id, audited_by_user_id,
         checklist_seconds, audit_seconds, report_seconds, created_at, checklist_done_at, audited_at,
         report_sent_at, first_viewed_at, answered_at, customer_answer, approved_amount, declined_amount
  from inspections;

-- An inspection's item as the reports count it: its result, finding, price, labour hours and whether sold.
create view inspections_item_facts as
  select shop_id, inspection_id, task_id, task_name, category_name, result, conclusion_id, finding_text,
         sold, time, price
  from inspection_items;

-- The photos and videos staff took on inspections (not attachments, PDFs or scan reports), once processed
-- and while shown.
create view media_inspection_media as
  select shop_id, id, owner_id as inspection_id, final_kind as kind, created_at, created_by_user_id, task_ids
  from assets
  where subclass = 'InspectionAsset' and status = 'visible' and kind = final_kind
    and final_kind in ('photo', 'image', 'video') and purpose in ('none', 'media');

-- The latest photos of a shop (/recent-images), newest first.
create index assets_shop_inspection_media_created on assets (shop_id, created_at desc, id desc)
  where subclass = 'InspectionAsset';

-- Whether a customer may be contacted (/customer-results leaves out "do not contact" unless asked).
create or replace view shops_customer_names as
  select shop_id, id, first_name, last_name, company_name, email, phone_mobile, phone_landline, version,
         coalesce(nullif(btrim(first_name || ' ' || last_name), ''), company_name, '') as customer_name,
         contact_pref
  from customers;
