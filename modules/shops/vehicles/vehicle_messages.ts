// What the vehicle page and its calls say when the vehicle is not there (client-safe).
export const NO_SUCH_VEHICLE = "There is no such vehicle in this shop.";
