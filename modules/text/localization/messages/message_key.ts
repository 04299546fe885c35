// Every message's key as a type, read off the areas' declarations: a route's head names its title by key
// (`wordsHead("inspectionsList.title")`) and the type check refuses a key that does not exist, without the
// route importing an area's messages (their defaults in every culture) into the chunk every page loads.
type Areas = typeof import("./mod.ts");

export type MessageKey = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
