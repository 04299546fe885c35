/** The product's name, as people see it in titles, headers and the messages modules send. */
export const APP_NAME = "Shop Inspections";
