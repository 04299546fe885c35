// text: the seed's text transformation (sentence, general title, person title and vehicle title case) and
// the /ajax/misc/text call that applies it to a form's free-text inputs. A generic service, like media and
// messaging: it knows words, not shops. Server-side public API.
export { textTransformCall } from "./text_transform_calls.server.ts";
export { toPersonTitleCase } from "./case/person_title_case.ts";
