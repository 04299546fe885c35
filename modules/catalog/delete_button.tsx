// The Delete button of the category and task forms: the form's second submit button (intent=delete), so it
// works without scripts; with them it asks first (confirm(), the one way to ask), unless there is nothing
// to ask because the server will refuse and say why.
import { confirm } from "@ui/confirm_dialog.tsx";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function DeleteButton(props: { title: string; message: string; ask: boolean }) {
  const say = useWords();
  return (
    <button
      type="submit"
      name="intent"
      value="delete"
      className="button danger"
      formNoValidate
      onClick={async (event) => {
        if (!props.ask) return;
        const button = event.currentTarget;
        event.preventDefault();
        const confirmed = await confirm({
          title: props.title,
          message: props.message,
          confirmLabel: say(M.delete),
          destructive: true,
        });
        if (confirmed) button.form?.requestSubmit(button);
      }}
    >
      {say(M.delete)}
    </button>
  );
}
