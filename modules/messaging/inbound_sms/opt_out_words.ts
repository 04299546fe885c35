// The words a texter sends to stop a sender's messages: the US carriers' standard opt-out keywords (CTIA),
// which Twilio also honours by itself. The whole message must be the word; "stop by at 5" is not one.
const OPT_OUT_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "REVOKE",
]);

export function isOptOut(body: string): boolean {
  const word = body.trim().replace(/[.!]+$/, "").replace(/[\s-]+/g, "").toUpperCase();
  return OPT_OUT_WORDS.has(word);
}
