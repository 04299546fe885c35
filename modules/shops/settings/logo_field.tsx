// The logo on /account: the current one, and a picked picture read in the browser and checked against the
// minimums (logo_check.ts, the seed's messages) before it is sent. A picture that passes goes through the
// shop's pictures upload (the upload protocol, /ajax/shops/{shopId}/assets) and is marked as the shop's
// logo; there is no second upload path.
import { useEffect, useState } from "react";
import { type Asset, assetCalls, useUploadQueue } from "@modules/media/ui.ts";
import { checkLogoSize, invalidLogo, LOGO_MIN_HEIGHT, LOGO_MIN_WIDTH, type LogoCheck } from "./logo_check.ts";
import { useWords } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES as M } from "@modules/text/ui.ts";

export function LogoField(props: { shopId: number; logoUrl: string | null; canEdit: boolean }) {
  const base = `/ajax/shops/${props.shopId}/assets`;
  const [logoUrl, setLogoUrl] = useState(props.logoUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [check, setCheck] = useState<LogoCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const say = useWords();
  const queue = useUploadQueue({
    createUrl: `${base}/create`,
    onUploaded: (assets: Asset[]) => void markAsLogo(assets),
  });
  // The preview's object URL goes with the preview.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function markAsLogo(assets: Asset[]) {
    const newest = assets.reduce<Asset | null>(
      (latest, asset) => (latest === null || asset.assetId > latest.assetId ? asset : latest),
      null,
    );
    if (!newest) return;
    try {
      await assetCalls(base).setPurpose(newest.assetId, newest.subclass, "logo");
      setLogoUrl(newest.thumbnailView?.cdnUrl ?? preview);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  function picked(file: File | undefined) {
    setFailure(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    const image = new Image();
    image.onload = () => {
      const result = checkLogoSize(image.naturalWidth, image.naturalHeight, say);
      setCheck(result);
      if (result.acceptable) queue.add([file]);
    };
    image.onerror = () => setCheck(invalidLogo(say));
    image.src = url;
  }

  const upload = queue.uploads[0];
  return (
    <section className="settings-card" aria-labelledby="settings-logo">
      <h2 id="settings-logo">{say(M.logo)}</h2>
      <div className="settings-logo">
        {logoUrl
          ? <img src={logoUrl} alt={say(M.logoAlt)} className="settings-logo-current" />
          : <p className="empty">{say(M.noLogo)}</p>}
        {preview && check && !check.acceptable && (
          <img src={preview} alt={say(M.pickedPicture)} className="settings-logo-preview" />
        )}
      </div>
      {props.canEdit && (
        <div className="field">
          <label htmlFor="settings-logo-file">{say(M.chooseLogo)}</label>
          <input
            id="settings-logo-file"
            type="file"
            accept="image/*"
            disabled={queue.running}
            onChange={(event) => picked(event.currentTarget.files?.[0])}
          />
          <p className="hint">{say(M.logoHint, { width: LOGO_MIN_WIDTH, height: LOGO_MIN_HEIGHT })}</p>
        </div>
      )}
      {check && check.messages.length > 0 && (
        <ul
          className={check.acceptable ? "form-notice logo-messages" : "form-error logo-messages"}
          role="alert"
        >
          {check.messages.map((message) => <li key={message}>{message}</li>)}
        </ul>
      )}
      {upload && <p className="hint" role="status">{upload.progress.message || say(M.uploading)}</p>}
      {failure && <p className="form-error" role="alert">{failure}</p>}
    </section>
  );
}
