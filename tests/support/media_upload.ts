// The upload protocol as a browser runs it (create, PUT, complete, poll), for contract tests: each step's
// answer is kept so a test can check any of them.
import type { CompleteUploadResponse, CreateAssetResponse } from "../../modules/media/mod.ts";
import type { HttpClient } from "./http_client.ts";

export interface UploadRun {
  create: CreateAssetResponse;
  putStatus: number;
  completeStatus: number;
  completed: CompleteUploadResponse;
  /** After polling: the last answer and its status (the completion's when it was final). */
  finalStatus: number;
  final: CompleteUploadResponse;
}

export async function uploadThrough(
  client: HttpClient,
  createPath: string,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  /** parentAssetId as text too: a crafted call may send digits past the id range as a string. */
  extra: { parentAssetId?: number | string; supersedeParentAsset?: boolean } = {},
): Promise<UploadRun> {
  const created = await client.call(createPath, "GET");
  if (created.status !== 200) {
    throw new Error(`${createPath} answered ${created.status}: ${await created.text()}`);
  }
  const create = await created.json() as CreateAssetResponse;
  const putUrl = new URL(create.putUri, client.baseUrl);
  const put = await fetch(putUrl, {
    method: "PUT",
    headers: { ...create.putRequestHeaders, Origin: client.baseUrl },
    body: bytes,
  });
  await put.body?.cancel();
  const complete = await client.call(create.postCompleteUri, "POST", {
    blobLifetimeId: create.blobLifetimeId,
    contentType: "application/octet-stream",
    fileName,
    parentAssetId: extra.parentAssetId ?? null,
    supersedeParentAsset: extra.supersedeParentAsset ?? false,
  });
  const completed = await complete.json() as CompleteUploadResponse;
  let finalStatus = complete.status;
  let final = completed;
  const deadline = Date.now() + 120_000;
  while (final.sasUploadStatus === "processing" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const poll = await client.call(final.statusPollUri!, "GET");
    finalStatus = poll.status;
    final = await poll.json();
  }
  return { create, putStatus: put.status, completeStatus: complete.status, completed, finalStatus, final };
}
