// The name lives in the kernel, so modules' e-mails and the pages say the same.
export { APP_NAME } from "../platform/brand.ts";
