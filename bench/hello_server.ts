// The ceiling: a bare Deno.serve answering "Hello, world", measured with the same driver as the app.
const port = Number(Deno.args[0]);
Deno.serve(
  { hostname: "127.0.0.1", port, onListen: () => console.log("listening") },
  () => new Response("Hello, world"),
);
