// What the vehicle page and its calls say when the vehicle is not there (client-safe).
export const NO_SUCH_VEHICLE = "There is no such vehicle in this shop.";
export const VEHICLE_CONFLICT =
  "Someone else changed this vehicle after you opened the page. Nothing was saved: compare their values with yours, then save again.";
