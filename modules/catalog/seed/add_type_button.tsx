// "Add to my shop": the seed type clone call, then the page's data again, so the type shows as in the shop.
// A type the shop has already is added again only when the user confirms: the second copy gets a name of its
// own. Before scripts run, the button posts its form (modules/catalog/seed_forms.server.ts), which answers
// with the comparison of the template type and the new copy.
import { Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { ClonedType } from "./clone_seed_type.ts";
import { postJson } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import { CsrfField } from "@ui/forms.tsx";
import { SEED_PAGES_MESSAGES as S, useWords } from "@modules/text/ui.ts";

export function AddTypeButton(
  { typeId, typeName, shopUriName, inShopAs = null, primary = false }: {
    typeId: number;
    typeName: string;
    shopUriName: string;
    /** The shop's type that came from this one (or has its name), if any. */
    inShopAs?: string | null;
    primary?: boolean;
  },
) {
  const router = useRouter();
  const say = useWords();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<ClonedType | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add() {
    if (
      inShopAs !== null && !await confirm({
        title: say(S.addAnotherCopy),
        message: say(S.addAnotherCopyMessage, { existing: inShopAs, type: typeName }),
        confirmLabel: say(S.addACopy),
      })
    ) return;
    setBusy(true);
    setError(null);
    try {
      const cloned = await postJson<ClonedType>(`/ajax/seed/types/${typeId}/clone`, { shopUriName });
      setAdded(cloned);
      await router.invalidate();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="add-type"
      method="post"
      action={`/${shopUriName}/seed/types/${typeId}/clone`}
      onSubmit={(event) => {
        // With scripts, the call: the page stays, and says what was added.
        event.preventDefault();
        add();
      }}
    >
      <CsrfField />
      <button
        type="submit"
        className={`button${primary ? " primary" : ""}`}
        disabled={busy}
        aria-busy={busy}
        aria-label={say(S.addTypeToMyShop, { type: typeName })}
      >
        {busy ? say(S.adding) : say(S.addToMyShop)}
      </button>
      <span role="status" className="add-type-status">
        {added && (
          <>
            {say(S.addedAs)}{" "}
            <Link
              to="/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId"
              params={{ shopUriName, typeId: String(typeId), rightShopTypeId: String(added.typeId) }}
            >
              {added.name}
            </Link>{" "}
            {say(S.addedCounts, { tasks: added.created.tasks, findings: added.created.findings })}
          </>
        )}
      </span>
      {error && <span role="alert" className="form-error">{say(S.addRefused, { error })}</span>}
    </form>
  );
}
