// inspections: inspections, their items and checklist, audit, events, timing and AI recommendations.
// Built by the inspections issue; nothing is public yet.
export {};
