// The camera dialog (seed 000, section 4 "Camera dialog"): a live preview of the rear camera, "Take photo"
// freezes a snapshot (Use photo enabled), "Retake" goes back to the live preview, "Use photo" hands the
// caller a JPEG of quality 90. However the dialog closes (Esc, Close, backdrop, the owner), every camera
// track is stopped, so the camera light goes out. It makes no server call: the owner uploads the file.
import { useCallback, useEffect, useRef, useState } from "react";
import { Dialog, useDialogClose } from "@ui/dialog.tsx";
import {
  CAMERA_CONSTRAINTS,
  CAMERA_JPEG_QUALITY,
  cameraErrorMessage,
  cameraPhotoFileName,
} from "./camera_rules.ts";
import { useMediaWords } from "./media_words.ts";

export interface CameraDialogProps {
  /** False closes the dialog from outside; the owner renders it while it should exist. */
  open?: boolean;
  /** Called once the dialog has closed and the camera is off. */
  onClose(): void;
  /** The photo the user chose to use; the dialog closes after it. */
  onPhoto(file: File): void;
}

type Stage = "starting" | "live" | "snapshot" | "error";

export function CameraDialog(props: CameraDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [stage, setStage] = useState<Stage>("starting");
  const [message, setMessage] = useState("");
  const words = useMediaWords();
  const camera = words.camera;
  // The dialog's body may mount after the camera has opened (the dialog loads on its first opening): the
  // preview takes the stream whenever it appears.
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    if (element && stream.current) element.srcObject = stream.current;
  }, []);

  useEffect(() => {
    let closed = false;
    const devices = globalThis.navigator?.mediaDevices;
    if (!devices?.getUserMedia) {
      setMessage(camera.unsupported);
      setStage("error");
      return;
    }
    devices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (opened) => {
        // The dialog closed while the browser was still asking: the camera must not stay on.
        if (closed) return stopTracks(opened);
        stream.current = opened;
        if (video.current) video.current.srcObject = opened;
        setStage("live");
      },
      (error) => {
        if (closed) return;
        setMessage(cameraErrorMessage(error, camera));
        setStage("error");
      },
    );
    return () => {
      closed = true;
      stopCamera();
    };
  }, []);

  function stopCamera() {
    if (stream.current) stopTracks(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }

  function takePhoto() {
    const source = video.current, target = canvas.current;
    if (!source || !target || !source.videoWidth) return;
    target.width = source.videoWidth;
    target.height = source.videoHeight;
    target.getContext("2d")!.drawImage(source, 0, 0);
    setMessage("");
    setStage("snapshot");
  }

  return (
    <Dialog
      title={camera.title}
      className="camera-dialog"
      open={props.open}
      onClose={() => {
        stopCamera();
        props.onClose();
      }}
      footer={
        <CameraButtons
          stage={stage}
          onTake={takePhoto}
          onRetake={() => {
            setMessage("");
            setStage("live");
          }}
          onUse={(close) =>
            canvas.current?.toBlob(
              (blob) => {
                if (!blob) return setMessage(camera.photoNotSaved);
                props.onPhoto(new File([blob], cameraPhotoFileName(new Date()), { type: "image/jpeg" }));
                close();
              },
              "image/jpeg",
              CAMERA_JPEG_QUALITY,
            )}
        />
      }
    >
      <div className="camera-stage" data-stage={stage} hidden={stage === "error"}>
        <video
          ref={attachVideo}
          className="camera-live"
          aria-label={camera.livePreview}
          autoPlay
          muted
          playsInline
          hidden={stage !== "live" && stage !== "starting"}
        />
        <canvas
          ref={canvas}
          className="camera-snapshot"
          role="img"
          aria-label={camera.photoTaken}
          hidden={stage !== "snapshot"}
        />
        {stage === "starting" && <p className="camera-note" role="status">{camera.starting}</p>}
      </div>
      {message && <p className="camera-error" role="alert">{message}</p>}
    </Dialog>
  );
}

function CameraButtons(props: {
  stage: Stage;
  onTake(): void;
  onRetake(): void;
  onUse(close: () => void): void;
}) {
  const close = useDialogClose();
  const words = useMediaWords();
  return (
    <>
      <button type="button" className="button" onClick={close}>{words.camera.close}</button>
      {props.stage === "snapshot"
        ? (
          <button type="button" className="button" onClick={props.onRetake}>
            {words.camera.retake}
          </button>
        )
        : (
          <button type="button" className="button" disabled={props.stage !== "live"} onClick={props.onTake}>
            {words.takePhoto}
          </button>
        )}
      <button
        type="button"
        className="button primary"
        disabled={props.stage !== "snapshot"}
        onClick={() => props.onUse(close)}
      >
        {words.camera.use}
      </button>
    </>
  );
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
