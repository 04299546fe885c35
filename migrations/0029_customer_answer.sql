-- The customer's answer on the inspection itself (issue 22, docs/decisions/032-customer-answer-state.md): the
-- advisers' work queue shows and filters it without reading every answer. Written by the answer, in its
-- transaction, from report_answers and the items' prices: approved (every recommended item approved),
-- partlyApproved (some approved; others declined or not answered), declined (nothing approved, something
-- declined). Null until the customer answers anything.
alter table inspections
  add column customer_answer text check (customer_answer in ('approved', 'partlyApproved', 'declined')),
  add column approved_amount numeric(12, 2) not null default 0 check (approved_amount >= 0),
  add column declined_amount numeric(12, 2) not null default 0 check (declined_amount >= 0),
  add column answered_at timestamptz;

-- The list's filter by answer, newest first, as the list orders by default.
create index inspections_shop_answer on inspections (shop_id, customer_answer, created_at desc)
  where customer_answer is not null;
