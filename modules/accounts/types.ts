export interface User {
  id: number;
  email: string;
  displayName: string;
  isPlatformAdmin: boolean;
  isDisabled: boolean;
}
