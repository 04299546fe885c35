// The priority form of the add and edit pages: a name, a color (the browser's color picker) with the
// badge as findings will show it, and whether it is offered for new findings. Read-only for mechanics.
import { type ReactNode, useState } from "react";
import { CsrfField, Field, FieldBox } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import { Link } from "@tanstack/react-router";
import { PriorityBadge } from "./priority_badge.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function PriorityForm(props: {
  action: string;
  values: { name: string; colour: string; isActive: boolean };
  editable: boolean;
  submitLabel: string;
  back: ReactNode;
}) {
  const say = useWords();
  const [name, setName] = useState(props.values.name);
  const [colour, setColour] = useState(props.values.colour);
  return (
    <form method="post" action={props.action} className="priority-form">
      <CsrfField />
      <fieldset disabled={!props.editable}>
        <legend className="visually-hidden">{say(M.priority)}</legend>
        <Field
          label={say(M.name)}
          id="priority-name"
          name="name"
          required
          maxLength={80}
          defaultValue={props.values.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FieldBox
          id="priority-colour"
          label={say(M.colour)}
          hint={say(M.colourHint)}
        >
          <div className="priority-colour">
            <input
              id="priority-colour"
              type="color"
              name="colour"
              defaultValue={props.values.colour}
              onChange={(event) => setColour(event.currentTarget.value)}
            />
            <span aria-hidden="true">
              <PriorityBadge name={name.trim() || say(M.preview)} colour={colour} />
            </span>
          </div>
        </FieldBox>
        <label className="checkbox">
          <input type="checkbox" name="isActive" value="true" defaultChecked={props.values.isActive} />
          {say(M.priorityIsActive)}
        </label>
      </fieldset>
      <div className="form-actions">
        {props.editable && <SubmitButton>{props.submitLabel}</SubmitButton>}
        {props.back}
      </div>
    </form>
  );
}

/** The way back to the list, in the page's words (on a refusal too). */
export function BackToPriorities({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return <Link to="/$shopUriName/priorities" params={{ shopUriName }}>{say(M.backToPriorities)}</Link>;
}

/** The form's values: a refused post's input, else the priority's. */
export function priorityValues(
  posted: Record<string, string> | undefined,
  fallback: { name: string; colour: string; isActive: boolean },
) {
  if (!posted) return fallback;
  return {
    name: posted.name ?? "",
    colour: /^#[0-9a-fA-F]{6}$/.test(posted.colour ?? "") ? posted.colour!.toLowerCase() : fallback.colour,
    isActive: posted.isActive === "true",
  };
}
