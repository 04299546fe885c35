// General repair: what a general repair shop runs on most cars that come in. The demo shop starts from it
// too.
import type { CatalogTemplate } from "../types.ts";

const TIRES = [
  "Tire tread depth",
  "Tire condition (sidewalls, cracks, bulges)",
  "Tire pressure set to placard",
];
const BRAKES = [
  "Front brake pads",
  "Rear brake pads or shoes",
  "Rotors and drums",
  "Brake fluid condition",
  "Brake lines and hoses",
];

export const GENERAL_REPAIR: CatalogTemplate = {
  categories: [
    {
      name: "Tires and wheels",
      tasks: [
        { name: "Tire tread depth", taskType: "pwf" },
        { name: "Tire condition (sidewalls, cracks, bulges)", taskType: "pwf" },
        { name: "Tire pressure set to placard", taskType: "ck" },
        { name: "Spare tire", taskType: "na-pwf" },
      ],
    },
    {
      name: "Brakes",
      tasks: BRAKES.map((name) => ({ name, taskType: "pwf" as const })),
    },
    {
      name: "Under the hood",
      tasks: [
        { name: "Engine oil level and condition", taskType: "pwf" },
        { name: "Coolant level and condition", taskType: "pwf" },
        { name: "Battery test", taskType: "pwf" },
        { name: "Drive belts", taskType: "pwf" },
        { name: "Engine air filter", taskType: "pwf" },
        { name: "Cabin air filter", taskType: "na-pwf" },
      ],
    },
    {
      name: "Steering and suspension",
      tasks: [
        { name: "Shocks and struts", taskType: "pwf" },
        { name: "Ball joints and tie rod ends", taskType: "pwf" },
        { name: "CV axles and boots", taskType: "na-pwf" },
      ],
    },
    {
      name: "Lights, wipers and glass",
      tasks: [
        { name: "Exterior lights", taskType: "pwf" },
        { name: "Wiper blades", taskType: "pwf" },
        { name: "Windshield", taskType: "pwf" },
        { name: "Horn works", taskType: "yn" },
      ],
    },
    {
      name: "Under the vehicle",
      tasks: [
        { name: "Exhaust system", taskType: "pwf" },
        { name: "Fluid leaks", taskType: "pwf" },
      ],
    },
  ],
  inspectionTypes: [
    {
      name: "Courtesy multi-point inspection",
      subjectType: "vehicle",
      customerMode: "required",
      isDefault: true,
      tasks: [
        ...TIRES,
        "Spare tire",
        ...BRAKES.slice(0, 4),
        "Engine oil level and condition",
        "Coolant level and condition",
        "Battery test",
        "Drive belts",
        "Engine air filter",
        "Cabin air filter",
        "Shocks and struts",
        "Exterior lights",
        "Wiper blades",
        "Windshield",
        "Horn works",
        "Fluid leaks",
      ],
    },
    {
      name: "Brake inspection",
      subjectType: "vehicle",
      customerMode: "required",
      tasks: [...BRAKES, "Tire tread depth"],
    },
    {
      name: "Seasonal tire check",
      subjectType: "vehicle",
      customerMode: "optional",
      tasks: [...TIRES, "Wiper blades", "Exterior lights"],
    },
    {
      name: "Pre-purchase inspection (2023 checklist)",
      subjectType: "vehicle",
      customerMode: "optional",
      isActive: false,
      tasks: [
        ...TIRES,
        ...BRAKES,
        "Shocks and struts",
        "Ball joints and tie rod ends",
        "Exhaust system",
        "Fluid leaks",
      ],
    },
  ],
};
