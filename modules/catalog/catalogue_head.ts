// A catalogue page's tab title in the page's words (the shop's staff language, with the shop's wording),
// named by key: route heads are in the chunk every page loads, so this imports no area's messages (words_head.ts).
import { type MessageKey, wordsHead } from "@modules/text/ui.ts";

type Values = Record<string, string | number>;

/** A page's title: its heading's message, or the message and the values it takes from the page's data. */
type Title = MessageKey | [MessageKey, (page: Record<string, unknown>) => Values];

const TITLES = {
  inspectionTypes: "cataloguePages.typesTitle",
  addInspectionType: "cataloguePages.addType",
  compareInspectionTypes: "cataloguePages.compareTitle",
  typePreview: ["cataloguePages.typePreviewTitle", (page) => ({ type: nameOf(page.type) })],
  categories: "cataloguePages.categoriesTitle",
  addCategory: "cataloguePages.addCategory",
  tasks: "cataloguePages.tasksTitle",
  addTask: "cataloguePages.addTask",
  findings: "findingsPages.title",
  addFinding: "findingsPages.addFinding",
  finding: "findingsPages.finding",
  taskFindings: ["findingsPages.findingsOf", (page) => ({ task: nameOf(page.task) })],
  priorities: "cataloguePages.prioritiesTitle",
  addPriority: "cataloguePages.addPriority",
  templates: "seedPages.title",
  templatePreview: ["seedPages.previewTitle", (page) => ({ type: nameOf(page.type) })],
  templateComparison: ["seedPages.compareTitle", (page) => ({ template: nameOf(page.template) })],
  templateTypeComparison: ["seedPages.compareTitle", (page) => ({ template: nameOf(page.templateType) })],
  templateTypeComparisonWith: [
    "seedPages.compareTwoTitle",
    (page) => ({ template: nameOf(page.templateType), shop: nameOf(page.shopType) }),
  ],
} satisfies Record<string, Title>;

function nameOf(named: unknown): string {
  return (named as { name?: string } | undefined)?.name ?? "";
}

/** A route's head: `head: catalogueHead("priorities")`. */
export function catalogueHead(page: keyof typeof TITLES) {
  const title: Title = TITLES[page];
  return typeof title === "string" ? wordsHead(title) : wordsHead(title[0], title[1]);
}
