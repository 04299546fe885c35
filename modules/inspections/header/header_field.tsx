import type { ReactNode } from "react";
import type { FormField, SyncState } from "./header_sync.ts";
import { HeaderConflict } from "./header_conflict.tsx";
import { INSPECTION_DETAILS_MESSAGES as M, useWords } from "@modules/text/ui.ts";

// One field of the details page: its label and input, and, when someone else saved a different value
// meanwhile, their value beside the user's own with the two ways out ("Use theirs", "Keep mine").
export interface FieldProps {
  field: FormField;
  label: string;
  state: SyncState;
  onChange(field: FormField, value: string): void;
  onSettle(field: FormField, choice: "theirs" | "mine"): void;
  /** A select's choices: [value, label]. */
  options?: [string, string][];
  kind?: "text" | "textarea" | "select";
  hint?: ReactNode;
  disabled?: boolean;
  wide?: boolean;
  /** A row of its own on a phone (an e-mail address, a VIN). */
  phoneWide?: boolean;
  input?: {
    type?: string;
    inputMode?: "numeric" | "email" | "tel" | "text";
    autoComplete?: string;
    maxLength?: number;
  };
}

export function HeaderField(props: FieldProps) {
  const { field, state } = props;
  const id = `header-${field}`;
  const theirs = state.conflicts[field];
  const say = useWords();
  const shown = (value: string) =>
    props.options?.find(([option]) => option === value)?.[1] ?? (value === "" ? say(M.empty) : value);
  const describedBy = [theirs !== undefined ? `${id}-theirs` : "", props.hint ? `${id}-hint` : ""]
    .filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field,
    value: state.input[field],
    disabled: props.disabled,
    "aria-describedby": describedBy,
    "aria-invalid": theirs !== undefined || undefined,
  };
  const change = (value: string) => props.onChange(field, value);
  return (
    <div
      className={`field header-field${props.wide ? " wide" : ""}${props.phoneWide ? " phone-wide" : ""}${
        theirs !== undefined ? " conflicted" : ""
      }`}
    >
      <label htmlFor={id}>{props.label}</label>
      {props.kind === "select"
        ? (
          <select {...common} onChange={(event) => change(event.currentTarget.value)}>
            {props.options!.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        )
        : props.kind === "textarea"
        ? (
          <textarea
            {...common}
            rows={3}
            maxLength={props.input?.maxLength}
            onChange={(event) => change(event.currentTarget.value)}
          />
        )
        : <input {...common} {...props.input} onChange={(event) => change(event.currentTarget.value)} />}
      {props.hint && <p className="hint" id={`${id}-hint`}>{props.hint}</p>}
      {theirs !== undefined && (
        <HeaderConflict id={id} field={field} theirs={shown(theirs)} onSettle={props.onSettle} />
      )}
    </div>
  );
}
