// The add-a-finding page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

export interface AddTaskFindingSearch {
  inspectionId?: number;
  findingText?: string;
}

/** Every key is set, undefined when refused: the router keeps a raw value a validator leaves out. */
export function readAddTaskFindingSearch(search: Record<string, unknown>): AddTaskFindingSearch {
  const inspectionId = Number(search.inspectionId);
  const text = search.findingText;
  return {
    inspectionId: Number.isSafeInteger(inspectionId) && inspectionId > 0 && inspectionId < 2 ** 31
      ? inspectionId
      : undefined,
    findingText: typeof text === "string" || typeof text === "number"
      ? String(text).slice(0, 300)
      : undefined,
  };
}
