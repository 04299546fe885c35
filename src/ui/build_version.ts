// The version of the build a page runs, for error reports: the git commit the bundle was built from and its
// time (Unix seconds). vite.config.ts puts them in at build time; outside a Vite build (unit tests) they are
// "unknown" and 0.

export const VERSION_COMMIT: string = import.meta.env?.VITE_VERSION_COMMIT ?? "unknown";
export const VERSION_UNIX: number = Number(import.meta.env?.VITE_VERSION_UNIX ?? 0);
