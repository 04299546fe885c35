import { type FormEvent, useState } from "react";
import { Field } from "../forms.tsx";
import { TextTransform } from "../text_transform_control.tsx";
import type { GallerySection } from "./section.ts";

// A customer and their vehicle, the way a service adviser types them at the counter. Save shows what a
// real form would post: the tidied text, even when Save is pressed while a field is still at the server.
function CustomerAndVehicleForm() {
  const [saved, setSaved] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setSaved(`Would save ${text("firstName")} ${text("lastName")}, ${text("make")} ${text("model")}`);
  }

  return (
    <form className="text-transform-example" aria-label="Customer and vehicle" onSubmit={save}>
      <div className="text-transform-grid">
        <Field label="First name" name="firstName" id="tt-first-name" data-text-transform="person-title" />
        <Field label="Last name" name="lastName" id="tt-last-name" data-text-transform="person-title" />
        <Field label="Company" name="company" id="tt-company" data-text-transform="person-title" />
        <Field label="E-mail" name="email" id="tt-email" type="email" />
        <Field label="Make" name="make" id="tt-make" data-text-transform="vehicle-title" />
        <Field label="Model" name="model" id="tt-model" data-text-transform="vehicle-title" />
        <Field label="License plate" name="plate" id="tt-plate" data-text-transform="uppercase" />
        <Field label="Concern" name="concern" id="tt-concern" data-text-transform="general-title" />
      </div>
      <div className="field">
        <label htmlFor="tt-notes">Notes</label>
        <textarea id="tt-notes" name="notes" rows={3} data-text-transform="sentence" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary">Save</button>
        <TextTransform button />
      </div>
      {saved && <p className="form-notice" role="status">{saved}</p>}
    </form>
  );
}

export const textTransformSection: GallerySection = {
  id: "text-transform",
  title: "Text transformation",
  purpose:
    "Tidies the capitals of names, vehicles and notes when a field is left, or all at once with the button: " +
    "put <TextTransform /> in a form and data-text-transform on its inputs (e-mail is lower case by itself).",
  Example: CustomerAndVehicleForm,
};
