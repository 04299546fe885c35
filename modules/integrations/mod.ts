// integrations: the work-order connector, vehicle history, parts visuals, scanning and the AI provider.
// Built by the integrations issue; nothing is public yet.
export {};
