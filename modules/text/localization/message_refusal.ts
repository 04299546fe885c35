// A refusal (400) whose sentence is a catalogue message and its values, thrown by rules that do not know whose
// staff will read it (a customer's or a vehicle's details, the add form's fields): the call or page that knows
// the shop says it in the shop's staff language with its wording (modules/shops, saidToStaff); anywhere else
// (the CLI, the demo seed) its message is the shipped en-US sentence, word for word what it was before.
import { ConflictError, InputError } from "@platform/errors.ts";
import { baseSentence, type StoredMessage } from "./stored_message.ts";

export class MessageRefusal extends InputError {
  constructor(readonly said: StoredMessage) {
    super(baseSentence(said));
  }
}

/** The same for a 409: what was asked is another's already (another user's address), or changed since. */
export class MessageConflict extends ConflictError {
  constructor(readonly said: StoredMessage, details?: Readonly<Record<string, unknown>>) {
    super(baseSentence(said), details);
  }
}
