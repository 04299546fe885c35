import { Field } from "../forms.tsx";
import { TextTransform } from "../text_transform_control.tsx";
import type { GallerySection } from "./section.ts";

// A customer and their vehicle, the way a service adviser types them at the counter.
function CustomerAndVehicleForm() {
  return (
    <form
      className="text-transform-example"
      aria-label="Customer and vehicle"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="text-transform-grid">
        <Field label="First name" name="firstName" id="tt-first-name" data-text-transform="person-title" />
        <Field label="Last name" name="lastName" id="tt-last-name" data-text-transform="person-title" />
        <Field label="Company" name="company" id="tt-company" data-text-transform="person-title" />
        <Field label="E-mail" name="email" id="tt-email" type="email" />
        <Field label="Make" name="make" id="tt-make" data-text-transform="vehicle-title" />
        <Field label="Model" name="model" id="tt-model" data-text-transform="vehicle-title" />
        <Field label="Licence plate" name="plate" id="tt-plate" data-text-transform="uppercase" />
        <Field label="Concern" name="concern" id="tt-concern" data-text-transform="general-title" />
      </div>
      <div className="field">
        <label htmlFor="tt-notes">Notes</label>
        <textarea id="tt-notes" name="notes" rows={3} data-text-transform="sentence" />
      </div>
      <TextTransform button />
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
