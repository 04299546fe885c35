// The process's one blob storage, made from the settings on first use (storageOf picks the backend).
import type { Services } from "../../src/platform/request_context.ts";
import type { BlobStorage } from "./storage.ts";
import { storageOf } from "./storage_of.server.ts";

const made = new WeakMap<Services["config"], BlobStorage>();

export function mediaStorage(services: Pick<Services, "config" | "keys">): BlobStorage {
  let storage = made.get(services.config);
  if (!storage) made.set(services.config, storage = storageOf(services.config, services.keys));
  return storage;
}
