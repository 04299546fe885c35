/** The product's name, as people see it in titles and headers. */
export const APP_NAME = "Shop Inspections";
