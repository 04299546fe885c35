// When the page header switches to its alternate layout (seed 001, "Page header" and section 9): at
// viewport widths of 1024 or more its parts sit in one row; once they wrap (a part's top is about 20 px
// below another's) the header takes the alternate, two-row layout, where the navigation gets a row of its
// own instead of breaking in odd places. Narrower screens always use the small-screen layout.
export const HEADER_LAYOUT_MIN_WIDTH = 1024;
export const HEADER_WRAP_DIFFERENCE = 20;

export type HeaderLayout = "row" | "alternate" | "small";

/** The layout for a viewport width and the tops of the header's parts measured in the row layout. */
export function headerLayout(viewportWidth: number, partTops: readonly number[]): HeaderLayout {
  if (viewportWidth < HEADER_LAYOUT_MIN_WIDTH) return "small";
  if (partTops.length < 2) return "row";
  const wrapped = Math.max(...partTops) - Math.min(...partTops) >= HEADER_WRAP_DIFFERENCE;
  return wrapped ? "alternate" : "row";
}
