// A labelled checklist field that keeps what is typed on the page and hands it over (saves it) when the
// person leaves the field, presses Enter, picks a date, or stops typing for a moment, so a reload mid-note
// loses at most a second of typing and each keystroke is not a save. While the field has focus, a newer
// stored value does not overwrite what is being typed.
import { useEffect, useId, useRef, useState } from "react";
import type { ValueGrade } from "../types.ts";
import { GRADE_WORDS } from "../option_words.ts";
import { MAX_VALUE_LENGTH } from "./row_rules.ts";
import { CHECKLIST_MESSAGES as M, useWords } from "../../text/ui.ts";

const IDLE_MS = 1200;
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

export interface CommitFieldProps {
  label: string;
  hint?: string;
  /** "amount": money or hours, at most two decimals. */
  type?: "text" | "number" | "date" | "datetime-local" | "amount";
  multiline?: boolean;
  value: string;
  disabled: boolean;
  maxLength?: number;
  /** Said beside the input: "/32", "psi". */
  unit?: string;
  /** A measured value's grade, said beside it in words. */
  grade?: ValueGrade | null;
  onCommit(value: string): void;
}

export function CommitField(props: CommitFieldProps) {
  const say = useWords();
  const id = useId();
  const [draft, setDraft] = useState(props.value);
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!focused.current) setDraft(props.value);
  }, [props.value]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const commit = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = props.type === "amount" ? text.trim() : text;
    if (props.type === "amount" && value !== "" && !AMOUNT.test(value)) {
      setProblem(say(M.amountProblem, { label: props.label }));
      return;
    }
    setProblem(null);
    if (value !== props.value) props.onCommit(value);
  };
  const change = (text: string) => {
    setDraft(text);
    if (props.type === "date" || props.type === "datetime-local") {
      commit(text);
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), IDLE_MS);
  };
  const described = [
    props.unit ? `${id}-unit` : "",
    props.grade ? `${id}-grade` : "",
    props.hint || problem ? `${id}-hint` : "",
  ].filter(Boolean).join(" ");
  const common = {
    id,
    value: draft,
    disabled: props.disabled,
    "aria-describedby": described || undefined,
    "aria-invalid": problem ? true : undefined,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      commit(draft);
    },
  };
  return (
    <div className="commit-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline
        ? (
          <textarea
            {...common}
            rows={2}
            maxLength={props.maxLength}
            onChange={(event) => change(event.target.value)}
          />
        )
        : (
          <span className="commit-input">
            <input
              {...common}
              type={props.type === "amount" ? "text" : props.type ?? "text"}
              inputMode={props.type === "amount" ? "decimal" : undefined}
              step={props.type === "number" ? "any" : undefined}
              maxLength={props.type === "text" || props.type === undefined
                ? props.maxLength ?? MAX_VALUE_LENGTH
                : undefined}
              onChange={(event) => change(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") commit(draft);
              }}
            />
            {props.unit && <span id={`${id}-unit`} className="field-unit">{props.unit}</span>}
            {props.grade && (
              <span id={`${id}-grade`} className={`value-grade grade-${props.grade}`}>
                {say(GRADE_WORDS[props.grade])}
              </span>
            )}
          </span>
        )}
      {(props.hint || problem) && (
        <span id={`${id}-hint`} className={problem ? "field-problem" : "hint"}>{problem ?? props.hint}</span>
      )}
    </div>
  );
}
