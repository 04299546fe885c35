// What the user is told when the vehicle-history service did not help: the look-up still answers with what
// the shop's history and the offline decoder found.

export function providerTrouble(reason: "timeout" | "error", haveMatch: boolean): string {
  const what = reason === "timeout"
    ? "The vehicle history service did not respond in time"
    : "The vehicle history service encountered an error";
  return haveMatch
    ? `${what}; the details shown come from the VIN alone.`
    : `${what}. Please try again later, or enter the vehicle's details yourself.`;
}
