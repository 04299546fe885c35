// The tests' S3 server: s3rver on a free loopback port with one bucket, its files in the given folder.
// Run by tests/support/s3_peer.ts as `node serve.mjs <folder> <bucket> <cors.xml>`; prints {"port":N} once
// listening, and stops when its standard input closes (the test process ended, however it ended).
import S3rver from "@20minutes/s3rver";

const [directory, bucket, cors] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  await server.close();
  process.exit(0);
});
