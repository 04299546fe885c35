// A labelled textarea that grows with its text (rules in src/ui/auto_grow.ts): measured when it mounts,
// on every input (a restored draft or an Undo announces its values the same way), and 500 ms after the
// window stops resizing, since the text rewraps at a new width.
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { autoRows, contentRows, RESIZE_DELAY_MS, rowHeight } from "./auto_grow.ts";

type Props =
  & { label: string; name: string; hint?: ReactNode; minRows?: number }
  & Omit<
    ComponentProps<"textarea">,
    "ref" | "rows"
  >;

function fit(textarea: HTMLTextAreaElement, minRows: number | null): void {
  const style = getComputedStyle(textarea);
  const row = rowHeight(parseFloat(style.fontSize), parseFloat(style.lineHeight));
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  textarea.rows = 1;
  textarea.rows = autoRows(contentRows(textarea.scrollHeight, padding, row), minRows);
}

export function AutoGrowTextarea({ label, hint, minRows, ...textarea }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const floor = minRows ?? null;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => fit(element, floor);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DELAY_MS);
    };
    measure();
    element.addEventListener("input", measure);
    addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", measure);
      removeEventListener("resize", onResize);
    };
  }, [floor]);

  const id = textarea.id ?? `field-${textarea.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} rows={autoRows(1, floor)} className="auto-grow" {...textarea} />
      {hint && <p className="hint">{hint}</p>}
    </div>
  );
}
