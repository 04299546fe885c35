// An attached copy of a parent shop's type: why it is read-only here, and Detach (it becomes this shop's
// own, for good).
import { useRouter } from "@tanstack/react-router";
import { post, refusalText } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { useState } from "react";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function ManagedNotice(
  props: { typeId: number; name: string; managedBy: string; notice: string; canDetach: boolean },
) {
  const router = useRouter();
  const hydrated = useHydrated();
  const say = useWords();
  const [error, setError] = useState<string | null>(null);
  async function detach() {
    const confirmed = await confirm({
      title: say(M.detachTitle),
      message: say(M.detachMessage, { name: props.name, shop: props.managedBy }),
      confirmLabel: say(M.detach),
    });
    if (!confirmed) return;
    const response = await post(`/ajax/types/${props.typeId}/detach`);
    if (response.status !== 200) {
      setError(say(M.detachRefused, { error: await refusalText(response) }));
      return;
    }
    await router.invalidate();
  }
  return (
    <div className="managed-notice" role="note">
      <p>{props.notice}</p>
      {props.canDetach && (
        <button type="button" className="button" disabled={!hydrated} onClick={detach}>
          {say(M.detach)}
        </button>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
