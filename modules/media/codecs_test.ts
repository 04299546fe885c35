// The viewer's content-type rules: apac out of mp4 codec lists, video sources only for video/ types.
import assert from "node:assert/strict";
import { isPlayableVideoType, withoutApac } from "./codecs.ts";

Deno.test("apac is removed from an iPhone clip's mp4 codec list, the other codecs kept in order", () => {
  assert.equal(
    withoutApac('video/mp4; codecs="hvc1.2.4.L123.B0, apac"'),
    'video/mp4; codecs="hvc1.2.4.L123.B0"',
  );
  assert.equal(
    withoutApac('video/mp4;codecs="apac,avc1.640028,mp4a.40.2"'),
    'video/mp4; codecs="avc1.640028, mp4a.40.2"',
  );
  assert.equal(withoutApac('audio/mp4; codecs="APAC.1, mp4a.40.2"'), 'audio/mp4; codecs="mp4a.40.2"');
});

Deno.test("a codec list of apac alone loses the codecs parameter; other parameters stay", () => {
  assert.equal(withoutApac('video/mp4; codecs="apac"; profiles="isom"'), 'video/mp4; profiles="isom"');
});

Deno.test("content types without apac, or not video, are left as they are", () => {
  assert.equal(
    withoutApac('video/mp4; codecs="avc1.640028, mp4a.40.2"'),
    'video/mp4; codecs="avc1.640028, mp4a.40.2"',
  );
  assert.equal(withoutApac("video/mp4"), "video/mp4");
  assert.equal(withoutApac('video/quicktime; codecs="hvc1, apac"'), 'video/quicktime; codecs="hvc1"');
  assert.equal(withoutApac("image/jpeg"), "image/jpeg");
});

Deno.test("only video/ content types are playable as video sources", () => {
  assert.equal(isPlayableVideoType("video/mp4"), true);
  assert.equal(isPlayableVideoType(' Video/QuickTime; codecs="hvc1"'), true);
  assert.equal(isPlayableVideoType("image/jpeg"), false);
  assert.equal(isPlayableVideoType("application/octet-stream"), false);
  assert.equal(isPlayableVideoType(""), false);
  assert.equal(isPlayableVideoType(null), false);
});
