// The category form of /categories/add and /categories/{id}/edit: a name and whether it is active. It posts
// to its own page; on edit, Delete refuses a category that still has tasks.
import { BackToCategories } from "../tasks/back_links.tsx";
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";
import { DeleteButton } from "../delete_button.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function CategoryForm(props: {
  shopUriName: string;
  action: string;
  category: { name: string; isActive: boolean; taskCount: number } | null;
  canManage: boolean;
}) {
  const form = useFormResult();
  const say = useWords();
  const values = form?.values;
  const name = values?.name ?? props.category?.name ?? "";
  // A refused post sends the box back only when it was ticked.
  const isActive = values ? values.isActive === "1" : props.category?.isActive ?? true;
  const back = <BackToCategories shopUriName={props.shopUriName} />;
  return (
    <>
      <FormMessages form={form} />
      <form method="post" action={props.action}>
        <CsrfField />
        <fieldset className="plain-fieldset" disabled={!props.canManage}>
          <Field
            label={say(M.name)}
            name="name"
            required
            maxLength={120}
            defaultValue={name}
            autoComplete="off"
          />
          <label className="checkbox">
            <input type="checkbox" name="isActive" value="1" defaultChecked={isActive} />
            {say(M.categoryIsActive)}
          </label>
        </fieldset>
        <div className="form-actions">
          {props.canManage && (
            <button type="submit" className="button primary">
              {props.category ? say(M.saveChanges) : say(M.addCategorySubmit)}
            </button>
          )}
          {props.canManage && props.category && (
            <DeleteButton
              title={say(M.deleteTitle, { name: props.category.name })}
              message={say(M.categoryGoes)}
              ask={props.category.taskCount === 0}
            />
          )}
          {back}
        </div>
      </form>
    </>
  );
}
