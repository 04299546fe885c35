// A member's profile picture as a round image: beside their name in the shop's header (small, decorative,
// the name follows it) and in their page's heading (large). The thumbnail view is square-cropped by CSS.
export function Avatar(props: { url: string; size: "small" | "large"; alt?: string }) {
  return (
    <img
      className={`avatar avatar-${props.size}`}
      src={props.url}
      alt={props.alt ?? ""}
      width={props.size === "small" ? 28 : 72}
      height={props.size === "small" ? 28 : 72}
    />
  );
}
