-- The customer's views are counted once per browser per hour (docs/reports.md): 200 loads from one phone
-- are one view. A row says when a browser's opening of a report last counted; the browser is a hash
-- (modules/reports/customer_browser.ts), never its cookie. Rows older than an hour are spent and are
-- dropped when the report is next opened.
create table report_view_browsers (
  shop_id integer not null,
  inspection_id integer not null,
  browser text not null check (length(browser) between 1 and 100),
  counted_at timestamptz not null default now(),
  primary key (inspection_id, browser),
  foreign key (shop_id, inspection_id) references inspections (shop_id, id) on delete cascade
);
