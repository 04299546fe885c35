// A template's inspection type against one of the shop's, task by task (matched by name, whatever the
// case): in both, only in the template, only in the shop; for tasks in both, the settings and findings that
// differ. Pure, so the comparison pages and their tests share it.
import { describeTaskSettings } from "../tasks/describe_task.ts";
import type { WriteMoney } from "../tasks/price_hint.ts";
import { CATALOGUE_PAGES_MESSAGES as M, type Say } from "@modules/text/ui.ts";
import type { OutlineCategory, OutlineTask } from "../outline_queries.server.ts";

export type TaskSide = "both" | "template" | "shop";

export interface SettingDifference {
  setting: string;
  template: string;
  shop: string;
}

export interface TaskComparison {
  /** The template's spelling when the task is in both. */
  name: string;
  category: string;
  side: TaskSide;
  differences: SettingDifference[];
  /** Finding texts, matched like tasks by name. */
  findingsOnlyInTemplate: string[];
  findingsOnlyInShop: string[];
}

export interface ComparisonSummary {
  both: number;
  templateOnly: number;
  shopOnly: number;
  differing: number;
}

export function compareOutlines(
  template: OutlineCategory[],
  shop: OutlineCategory[],
  money: WriteMoney,
  say: Say,
): TaskComparison[] {
  const placed = (outline: OutlineCategory[]) =>
    outline.flatMap((category) => category.tasks.map((task) => ({ category: category.name, task })));
  const shopTasks = new Map(placed(shop).map((entry) => [entry.task.name.toLowerCase(), entry]));
  const compared: TaskComparison[] = [];
  for (const { category, task } of placed(template)) {
    const mine = shopTasks.get(task.name.toLowerCase());
    shopTasks.delete(task.name.toLowerCase());
    if (!mine) {
      compared.push({ name: task.name, category, side: "template", ...NO_DIFFERENCES });
      continue;
    }
    const differences = settingDifferences(task, mine.task, money, say);
    if (category.toLowerCase() !== mine.category.toLowerCase()) {
      differences.unshift({ setting: say(M.category), template: category, shop: mine.category });
    }
    compared.push({
      name: task.name,
      category,
      side: "both",
      differences,
      findingsOnlyInTemplate: missingFrom(task, mine.task),
      findingsOnlyInShop: missingFrom(mine.task, task),
    });
  }
  for (const { category, task } of shopTasks.values()) {
    compared.push({ name: task.name, category, side: "shop", ...NO_DIFFERENCES });
  }
  return compared;
}

export function summarize(tasks: TaskComparison[]): ComparisonSummary {
  const count = (side: TaskSide) => tasks.filter((task) => task.side === side).length;
  return {
    both: count("both"),
    templateOnly: count("template"),
    shopOnly: count("shop"),
    differing:
      tasks.filter((task) =>
        task.differences.length + task.findingsOnlyInTemplate.length + task.findingsOnlyInShop.length > 0
      ).length,
  };
}

const NO_DIFFERENCES = { differences: [], findingsOnlyInTemplate: [], findingsOnlyInShop: [] };

function settingDifferences(
  template: OutlineTask,
  shop: OutlineTask,
  money: WriteMoney,
  say: Say,
): SettingDifference[] {
  const theirs = describeTaskSettings(shop, money, say);
  return describeTaskSettings(template, money, say).flatMap(({ setting, value }, index) =>
    value === theirs[index].value ? [] : [{ setting, template: value, shop: theirs[index].value }]
  );
}

/** The findings of `from` that `other` lacks, by text. */
function missingFrom(from: OutlineTask, other: OutlineTask): string[] {
  const texts = new Set(other.findings.map((finding) => finding.text.toLowerCase()));
  return from.findings.filter((finding) => !texts.has(finding.text.toLowerCase())).map((finding) =>
    finding.text
  );
}
