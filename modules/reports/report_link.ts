// The address a customer is sent: /{shop}/r/{encInspectionId}. The shop's name in the address tells the
// customer whose link it is before it opens; /report/{encInspectionId} and /r/{encInspectionId}/... answer
// too (seed 000 section 2). The encrypted id is the inspection's stored one, so every send of the same
// inspection carries the same link.
export function reportPath(shopUriName: string, encInspectionId: string): string {
  return `/${encodeURIComponent(shopUriName)}/r/${encodeURIComponent(encInspectionId)}`;
}

export function reportLink(publicUrl: string, shopUriName: string, encInspectionId: string): string {
  return new URL(reportPath(shopUriName, encInspectionId), publicUrl).href;
}
