import assert from "node:assert/strict";
import {
  DRAFT_MAX_AGE_MS,
  draftAge,
  draftStorageKey,
  type FormDraft,
  isDraftOffered,
  isValidDraft,
  parseDraft,
  restoredNotice,
  staleDraftKeys,
} from "./form_draft.ts";

const NOW = 1_800_000_000_000;
const draft = (changes: Partial<FormDraft> = {}): FormDraft => ({
  savedTime: NOW - 60_000,
  clas: "customerConcern",
  key: "new",
  controls: { concern: "Brakes squeal" },
  isSubmitted: false,
  ...changes,
});

Deno.test("a draft is valid only with a numeric savedTime, string clas and key, and non-empty controls", () => {
  assert.equal(isValidDraft(draft()), true);
  assert.equal(isValidDraft({ ...draft(), savedTime: "1800000000000" }), false);
  assert.equal(isValidDraft({ ...draft(), savedTime: Number.NaN }), false);
  assert.equal(isValidDraft({ ...draft(), clas: 3 }), false);
  assert.equal(isValidDraft({ ...draft(), key: null }), false);
  assert.equal(isValidDraft({ ...draft(), controls: {} }), false, "an empty object is no draft");
  assert.equal(isValidDraft({ ...draft(), controls: ["Brakes"] }), false, "a list is not an object");
  assert.equal(isValidDraft({ ...draft(), controls: null }), false);
  assert.equal(isValidDraft(null), false);
  assert.equal(isValidDraft("draft"), false);
});

Deno.test("stored text that is not JSON or not a valid draft reads as no draft", () => {
  assert.deepEqual(parseDraft(JSON.stringify(draft())), draft());
  assert.equal(parseDraft(null), null);
  assert.equal(parseDraft("{not json"), null);
  assert.equal(parseDraft(JSON.stringify({ ...draft(), controls: {} })), null);
  const { isSubmitted: _, ...withoutFlag } = draft();
  assert.equal(parseDraft(JSON.stringify(withoutFlag))?.isSubmitted, false);
});

Deno.test("drafts are kept per shop, per user (and acting person), per form kind and per record", () => {
  const owner = { shopId: 3, userId: 12, actorUserId: null };
  assert.equal(draftStorageKey(owner, "inspectionHeader", "42"), "formDraft:s3:u12:inspectionHeader:42");
  assert.equal(
    draftStorageKey({ ...owner, actorUserId: 1 }, "inspectionHeader", "42"),
    "formDraft:s3:u12a1:inspectionHeader:42",
  );
  assert.equal(draftStorageKey({ ...owner, shopId: null }, "profile", "me"), "formDraft:s-:u12:profile:me");
  assert.notEqual(draftStorageKey(owner, "a:b", "c"), draftStorageKey(owner, "a", "b:c"));
});

Deno.test("a draft is offered back to the same form while fresh and not sent", () => {
  const form = { clas: "customerConcern", key: "new", postRefused: false, now: NOW };
  assert.equal(isDraftOffered(draft(), form), true);
  assert.equal(isDraftOffered(null, form), false);
  assert.equal(isDraftOffered(draft({ key: "7" }), form), false, "another record's draft");
  assert.equal(isDraftOffered(draft({ clas: "vehicle" }), form), false, "another form's draft");
  assert.equal(isDraftOffered(draft({ savedTime: NOW - DRAFT_MAX_AGE_MS }), form), true);
  assert.equal(isDraftOffered(draft({ savedTime: NOW - DRAFT_MAX_AGE_MS - 1 }), form), false, "expired");
});

Deno.test("a sent form's draft comes back only when the post was refused and the form is shown again", () => {
  const sent = draft({ isSubmitted: true });
  assert.equal(
    isDraftOffered(sent, { clas: "customerConcern", key: "new", postRefused: false, now: NOW }),
    false,
  );
  assert.equal(
    isDraftOffered(sent, { clas: "customerConcern", key: "new", postRefused: true, now: NOW }),
    true,
  );
});

Deno.test("expired and broken drafts are found for removal; other storage keys are left alone", () => {
  const entries: [string, string | null][] = [
    ["formDraft:s3:u12:a:1", JSON.stringify(draft())],
    ["formDraft:s3:u12:a:2", JSON.stringify(draft({ savedTime: NOW - DRAFT_MAX_AGE_MS - 1 }))],
    ["formDraft:s3:u12:a:3", "garbage"],
    ["somethingElse", "garbage"],
  ];
  assert.deepEqual(staleDraftKeys(entries, NOW), ["formDraft:s3:u12:a:2", "formDraft:s3:u12:a:3"]);
});

Deno.test("the restored notice says how long ago the draft was saved", () => {
  assert.equal(draftAge(NOW - 59_000, NOW), "less than a minute ago");
  assert.equal(draftAge(NOW + 5_000, NOW), "less than a minute ago", "a clock that went back");
  assert.equal(draftAge(NOW - 60_000, NOW), "1 minute ago");
  assert.equal(draftAge(NOW - 3 * 60_000, NOW), "3 minutes ago");
  assert.equal(draftAge(NOW - 2 * 3_600_000, NOW), "2 hours ago");
  assert.equal(draftAge(NOW - 26 * 3_600_000, NOW), "1 day ago");
  assert.equal(restoredNotice(NOW - 3 * 60_000, NOW), "Restored your unsaved changes from 3 minutes ago.");
});
