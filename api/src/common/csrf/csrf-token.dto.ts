export class CsrfTokenDto {
  /** Send this value in the `X-CSRF-Token` header of every POST, PUT, PATCH and DELETE. */
  token: string;
}
