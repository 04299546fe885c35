// One string on a culture's page: a message (key, default, the shop's wording, Save and Reset) or a
// catalogue text and its translation. Each saves alone; the server's refusal is shown under it.
import { useId, useState } from "react";
import { postJson, putJson } from "@ui/calls.ts";
import type { MessageRow, TranslationRow } from "./culture_strings.ts";
import { usePageCulture, useWords } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES as M } from "../../text/ui.ts";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "saved"; text: string } | {
  kind: "error";
  text: string;
};

export function MessageEditor(
  props: { row: MessageRow; canManage: boolean; saveUrl: string; resetUrl: string },
) {
  const { row } = props;
  const id = useId();
  const [stored, setStored] = useState(row.override);
  const [value, setValue] = useState(row.override ?? row.defaultMessage);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const say = useWords();
  const staff = usePageCulture();
  const run = async (call: () => Promise<void>, done: string) => {
    setStatus({ kind: "busy" });
    try {
      await call();
      setStatus({ kind: "saved", text: done });
    } catch (error) {
      setStatus({ kind: "error", text: (error as Error).message });
    }
  };
  const save = () =>
    run(async () => {
      await putJson(props.saveUrl, { key: row.key, message: value });
      setStored(value === row.defaultMessage ? null : value);
    }, say(M.saved));
  const reset = () =>
    run(async () => {
      const answer = await postJson<{ message: string }>(props.resetUrl, { key: row.key });
      setStored(null);
      setValue(answer.message);
    }, say(M.backToDefault));
  return (
    <div className="localization-row field" data-key={row.key} data-changed={stored !== null ? "1" : "0"}>
      <label htmlFor={id}>
        <code>{row.key}</code>
        {stored !== null && <span className="badge" lang={staff}>{say(M.changed)}</span>}
      </label>
      <p className="localization-default">
        <span lang={staff}>{say(M.defaultLabel)}</span> {row.defaultMessage}
      </p>
      <textarea
        id={id}
        rows={Math.min(6, Math.max(1, Math.ceil(value.length / 70)))}
        value={value}
        readOnly={!props.canManage}
        maxLength={4000}
        aria-invalid={status.kind === "error" ? true : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setStatus({ kind: "idle" });
        }}
      />
      {props.canManage && (
        <div className="localization-actions" lang={staff}>
          <button
            type="button"
            className="button"
            disabled={status.kind === "busy" || value === (stored ?? row.defaultMessage)}
            onClick={save}
          >
            {say(M.save)}
          </button>
          <button
            type="button"
            className="button"
            disabled={status.kind === "busy" || stored === null}
            onClick={reset}
          >
            {say(M.reset)}
          </button>
          <StatusLine status={status} />
        </div>
      )}
    </div>
  );
}

export function TranslationEditor(
  props: { row: TranslationRow; label: string; canManage: boolean; saveUrl: string },
) {
  const { row } = props;
  const id = useId();
  const [stored, setStored] = useState(row.translation ?? "");
  const [value, setValue] = useState(row.translation ?? "");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const say = useWords();
  const staff = usePageCulture();
  const save = async () => {
    setStatus({ kind: "busy" });
    try {
      const answer = await putJson<{ translation: string }>(props.saveUrl, {
        text: row.text,
        translation: value,
      });
      setStored(answer.translation);
      setValue(answer.translation);
      setStatus({ kind: "saved", text: say(answer.translation ? M.saved : M.translationRemoved) });
    } catch (error) {
      setStatus({ kind: "error", text: (error as Error).message });
    }
  };
  return (
    <div className="localization-row field" data-text={row.text}>
      <label htmlFor={id}>
        <span className="hint" lang={staff}>{props.label}:</span> <span lang="en">{row.text}</span>
      </label>
      <textarea
        id={id}
        rows={Math.min(6, Math.max(1, Math.ceil(Math.max(value.length, row.text.length) / 70)))}
        value={value}
        readOnly={!props.canManage}
        maxLength={4000}
        placeholder={row.text}
        onChange={(event) => {
          setValue(event.target.value);
          setStatus({ kind: "idle" });
        }}
      />
      {props.canManage && (
        <div className="localization-actions" lang={staff}>
          <button
            type="button"
            className="button"
            disabled={status.kind === "busy" || value.trim() === stored}
            onClick={save}
          >
            {say(M.save)}
          </button>
          <StatusLine status={status} />
        </div>
      )}
    </div>
  );
}

function StatusLine({ status }: { status: Status }) {
  if (status.kind === "error") return <p className="form-error" role="alert">{status.text}</p>;
  if (status.kind === "saved") return <p className="hint" role="status">{status.text}</p>;
  return null;
}
