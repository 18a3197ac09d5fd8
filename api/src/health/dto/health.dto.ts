export class HealthDto {
  /** `ok` while the process serves requests; `ready` when the database answers too. */
  status: string;
}
