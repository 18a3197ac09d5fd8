import { ApiProperty } from '@nestjs/swagger';
/** How the server runs the demo sites, so pages can say what their forms will do. */
export class SiteModeDto {
  /**
   * True: visitors' writes on the rental site (bookings, its contact form) are checked and then
   * simulated, nothing is stored. False: the rental is a working business system.
   */
  @ApiProperty({ example: true })
  demoMode: boolean;
}
