// The owner-set password of the add page: shown as typed, since the owner will tell it to the new user,
// with a "Suggest one" button once scripts run (GET /ajax/users/password-suggestion).
import { useState } from "react";
import { refusalText } from "@ui/calls.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

export function PasswordSuggestion() {
  const [password, setPassword] = useState("");
  const hydrated = useHydrated();
  const [error, setError] = useState("");
  const say = useWords();

  async function suggest() {
    try {
      const response = await fetch("/ajax/users/password-suggestion", { credentials: "same-origin" });
      if (response.status !== 200) throw new Error(await refusalText(response));
      setPassword((await response.json()).password);
      setError("");
    } catch (failure) {
      setError(say(M.suggestFailed, { reason: (failure as Error).message }));
    }
  }

  return (
    <div className="field">
      <label htmlFor="field-password">{say(M.passwordOptional)}</label>
      <div className="input-with-button">
        <input
          id="field-password"
          name="password"
          type="text"
          autoComplete="off"
          spellCheck={false}
          minLength={8}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {hydrated && (
          <button type="button" className="button" onClick={suggest}>{say(M.suggestPassword)}</button>
        )}
      </div>
      <p className="hint">{say(M.passwordHint)}</p>
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
