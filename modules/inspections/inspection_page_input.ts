// The address of one inspection's page, as its server function receives it: the shop and the inspection's
// encrypted id, taken as text. Client-safe: validators run in the browser too.
export interface InspectionPageInput {
  shopUriName: string;
  encInspectionId: string;
}

export function inspectionPageInput(input: InspectionPageInput): InspectionPageInput {
  return { shopUriName: String(input.shopUriName), encInspectionId: String(input.encInspectionId) };
}
