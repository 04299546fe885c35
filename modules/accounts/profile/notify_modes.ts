// What a user wants to hear about (users.notify_mode), in words for the person choosing.
export type NotifyMode = "always" | "relevant" | "disabled";

export const NOTIFY_MODES: ReadonlyArray<{ value: NotifyMode; label: string }> = [
  { value: "always", label: "Everything that happens in the shop" },
  { value: "relevant", label: "Only what involves me: my inspections and messages to me" },
  { value: "disabled", label: "Nothing: no notifications" },
];

export function isNotifyMode(value: string): value is NotifyMode {
  return NOTIFY_MODES.some((mode) => mode.value === value);
}
